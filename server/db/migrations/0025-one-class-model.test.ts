import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { down, up } from './0025-one-class-model';

// The migration on a database as it was before it: links with class labels, classes made in My classes (two of them
// the same class by name), on whichever engine the run uses (SQLite, or PostgreSQL with DATABASE_URL).

describe('migration 0025: class labels become classes', () => {
  it('turns labels into memberships of matching classes, merges same-named classes and drops the labels', async () => {
    const test = await createTestApp();
    // biome-ignore lint/suspicious/noExplicitAny: the schema as it was before 0025, which today's types no longer hold
    const db = test.app.db as unknown as Kysely<any>;
    const teacher = await test.make.user('teacher');
    const school = await test.make.user('school');
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => test.make.user('student')));
    await down(db);

    const link = (teacherId: string, studentId: string, className: string, classNumber: string, extra = {}) => ({
      id: `${teacherId}-${studentId}`,
      teacherId,
      studentId,
      className,
      classNumber,
      accepted: 1,
      deleted: 0,
      createdAt: 1000,
      updatedAt: 1000,
      ...extra,
    });
    await db
      .insertInto('studentLinks')
      .values([
        // "5A" exists in My classes (twice, as " 5a" too); "4C" does not.
        link(teacher.id, a!.id, '5A', '3'),
        link(teacher.id, b!.id, ' 5 a', ''),
        link(teacher.id, c!.id, '4C', '7'),
        // A removed link's label is not a class of the teacher's any more.
        link(teacher.id, d!.id, 'Gone', '1', { deleted: 1 }),
        // A teacher's link for a school: the class is the teacher's class for that school.
        link(teacher.id, e!.id, '5A', '9', { schoolId: school.id }),
        // A school's own link: the school's class.
        link(school.id, a!.id, '5A', '1'),
      ])
      .execute();
    const klass = (id: string, teacherId: string, name: string, createdAt: number, schoolId: string | null = null) => ({
      id,
      teacherId,
      schoolId,
      name,
      deleted: 0,
      createdAt,
      updatedAt: createdAt,
    });
    await db
      .insertInto('classes')
      .values([klass('old-5a', teacher.id, '5A', 10), klass('new-5a', teacher.id, '５ａ', 20)])
      .execute();
    await db.insertInto('classStudents').values({ classId: 'new-5a', studentId: c!.id, classNumber: '12' }).execute();

    await up(db);

    const classes = await db
      .selectFrom('classes')
      .select(['id', 'teacherId', 'schoolId', 'name', 'nameKey', 'deleted', 'joinCode'])
      .orderBy('name')
      .execute();
    const live = classes.filter((row) => row.deleted === 0);
    // The older "5A" stays, the full-width one is merged into it and deleted.
    expect(classes.find((row) => row.id === 'new-5a')).toMatchObject({ deleted: 1, nameKey: '5a' });
    expect(live.map((row) => [row.teacherId === teacher.id ? 'teacher' : 'school', row.name, row.schoolId])).toEqual(
      expect.arrayContaining([
        ['teacher', '4C', null],
        ['teacher', '5A', null],
        ['teacher', '5A', school.id],
        ['school', '5A', school.id],
      ]),
    );
    expect(live).toHaveLength(4);
    // Every live class can be joined by a code of 7 unambiguous characters, each its own.
    for (const row of live) expect(row.joinCode).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
    expect(new Set(live.map((row) => row.joinCode)).size).toBe(4);

    const members = await db
      .selectFrom('classStudents')
      .innerJoin('classes', 'classes.id', 'classStudents.classId')
      .select(['classes.id', 'classes.name', 'classes.schoolId', 'classes.teacherId', 'studentId', 'classNumber'])
      .where('classes.deleted', '=', 0)
      .execute();
    const of = (teacherId: string, name: string, schoolId: string | null = null) =>
      members
        .filter((row) => row.teacherId === teacherId && row.name === name && row.schoolId === schoolId)
        .map((row) => [row.studentId, row.classNumber])
        .sort();
    expect(of(teacher.id, '5A')).toEqual(
      [
        [a!.id, '3'],
        [b!.id, ''],
        [c!.id, '12'],
      ].sort(),
    );
    expect(of(teacher.id, '4C')).toEqual([[c!.id, '7']]);
    expect(of(teacher.id, '5A', school.id)).toEqual([[e!.id, '9']]);
    expect(of(school.id, '5A', school.id)).toEqual([[a!.id, '1']]);
    expect(members.some((row) => row.name === 'Gone')).toBe(false);

    // The labels are gone; the app reads the classes instead.
    await expect(db.selectFrom('studentLinks').select('className').execute()).rejects.toThrow(/className/);
    const students = await test.call(teacher, 'GET', '/api/students');
    const row = (students.json().students as Array<{ studentId: string; className: string; classNumber: string }>).find(
      (one) => one.studentId === c!.id,
    );
    expect(row).toMatchObject({ className: '4C, 5A', classNumber: '7' });
  });
});
