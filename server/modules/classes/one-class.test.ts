import { describe, expect, it } from 'vitest';
import type { ClassView } from '../../../common/classes';
import type { StudentLinkView } from '../../../common/links';
import { createTestApp } from '../../test/app';
import { callAs } from '../../test/requests';
import { snapshotDatabase } from '../../test/snapshot';

// Issue 26: one notion of class. A class named in an invitation is a class of the inviter; every list reads the classes.

async function setup() {
  const test = await createTestApp();
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const call = callAs(test.app);
  const classes = async (user = teacher) => (await call(user, 'GET', '/api/classes')).json().classes as ClassView[];
  const students = async (user = teacher) =>
    (await call(user, 'GET', '/api/students')).json().students as StudentLinkView[];
  return { ...test, teacher, call, classes, students };
}

describe('one notion of class', () => {
  it('puts an invited student in the class named (made if new, matched ignoring case, width and spaces)', async () => {
    const test = await setup();
    const [a, b] = [await test.make.user('student'), await test.make.user('student')];
    const made = await test.call(test.teacher, 'POST', '/api/students', {
      email: a.email,
      className: '5A',
      classNumber: '3',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().student).toMatchObject({ className: '5A', classNumber: '3' });
    // A new account into " 5 a" (and a full-width "５Ａ" would be the same): the same class.
    const fresh = await test.call(test.teacher, 'POST', '/api/students', {
      email: 'new-one@example.com',
      name: 'New One',
      createAccount: true,
      className: ' 5 a',
    });
    expect(fresh.statusCode).toBe(201);
    const list = await test.classes();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: '5A' });
    expect(list[0]!.joinCode).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
    const newId = fresh.json().student.studentId as string;
    expect(list[0]!.students.map((s) => [s.studentId, s.classNumber])).toEqual([
      [a.id, '3'],
      [newId, ''],
    ]);

    // A class made in My classes takes invitations naming it; My students shows each student's classes.
    const made4b = (await test.call(test.teacher, 'POST', '/api/classes', { name: '4B' })).json() as ClassView;
    await test.call(test.teacher, 'POST', '/api/students', { email: b.email, className: '4b', classNumber: '12' });
    const fourB = (await test.classes()).find((one) => one.id === made4b.id);
    expect(fourB?.students.map((s) => [s.studentId, s.classNumber])).toEqual([[b.id, '12']]);
    await test.call(test.teacher, 'PATCH', `/api/classes/${made4b.id}`, {
      students: [
        { studentId: b.id, classNumber: '12' },
        { studentId: a.id, classNumber: '1' },
      ],
    });
    const rowOfA = (await test.students()).find((one) => one.studentId === a.id);
    expect(rowOfA).toMatchObject({ className: '4B, 5A', classNumber: '1' });
    expect(rowOfA?.classes?.map((one) => [one.id, one.name, one.classNumber])).toEqual([
      [made4b.id, '4B', '1'],
      [list[0]!.id, '5A', '3'],
    ]);
    // Renaming the class renames it everywhere.
    await test.call(test.teacher, 'PATCH', `/api/classes/${made4b.id}`, { name: '4B Maths' });
    expect((await test.students()).find((one) => one.studentId === b.id)?.className).toBe('4B Maths');
  });

  it('refuses a second class of the same name, and a number without a class, writing nothing', async () => {
    const test = await setup();
    const student = await test.make.user('student');
    const first = (await test.call(test.teacher, 'POST', '/api/classes', { name: 'Form 5A' })).json() as ClassView;
    const other = (await test.call(test.teacher, 'POST', '/api/classes', { name: '5B' })).json() as ClassView;
    const before = await snapshotDatabase(test.app.db);
    const again = await test.call(test.teacher, 'POST', '/api/classes', { name: 'form  5a' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'class_name_taken']);
    const rename = await test.call(test.teacher, 'PATCH', `/api/classes/${other.id}`, { name: 'FORM 5A' });
    expect([rename.statusCode, rename.json().error.code]).toEqual([409, 'class_name_taken']);
    const numberOnly = await test.call(test.teacher, 'POST', '/api/students', {
      email: student.email,
      classNumber: '4',
    });
    expect(numberOnly.json().error).toMatchObject({ code: 'invalid_class_name', params: { field: 'className' } });
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
    // Its own name in another case is a rename, not a clash; another teacher may have the same name.
    expect((await test.call(test.teacher, 'PATCH', `/api/classes/${first.id}`, { name: 'FORM 5A' })).statusCode).toBe(
      200,
    );
    const colleague = await test.make.user('teacher');
    expect((await test.call(colleague, 'POST', '/api/classes', { name: 'Form 5A' })).statusCode).toBe(201);
  });

  it("a teacher's invitation for a school puts the student in the teacher's class for it, which the school sees", async () => {
    const test = await setup();
    const school = await test.make.user('school');
    await test.app.db
      .updateTable('profiles')
      .set({ premiumStudentQuantity: 10, premiumTeacherQuantity: 10, premiumExpiry: null })
      .where('id', '=', school.id)
      .execute();
    await test.call(school, 'POST', '/api/school/teachers', { email: test.teacher.email });
    await test.call(test.teacher, 'POST', `/api/schools/${school.id}/accept`);
    const student = await test.make.user('student');
    const own = await test.make.user('student');
    await test.call(test.teacher, 'POST', '/api/students', {
      email: student.email,
      className: '6C',
      schoolId: school.id,
    });
    await test.call(test.teacher, 'POST', '/api/students', { email: own.email, className: '6C' });
    const mine = await test.classes();
    // Two classes "6C": the teacher's own and the one for the school, as two invitations asked.
    expect(mine.map((one) => [one.name, one.schoolId, one.students.map((s) => s.studentId)]).sort()).toEqual(
      [
        ['6C', null, [own.id]],
        ['6C', school.id, [student.id]],
      ].sort(),
    );
    const seen = await test.classes(school);
    expect(seen.map((one) => [one.name, one.teacherId, one.students.map((s) => s.studentId)])).toEqual([
      ['6C', test.teacher.id, [student.id]],
    ]);
    // The school's My students shows the class its teacher put the student in.
    expect((await test.students(school)).find((one) => one.studentId === student.id)?.className).toBe('6C');
  });

  it("takes a removed student out of the teacher's classes, and a student who leaves out of that teacher's", async () => {
    const test = await setup();
    const [a, b] = [await test.make.user('student'), await test.make.user('student')];
    await test.call(test.teacher, 'POST', '/api/students', { email: a.email, className: '5A' });
    await test.call(test.teacher, 'POST', '/api/students', { email: b.email, className: '5A' });
    expect((await test.call(test.teacher, 'DELETE', `/api/students/${a.id}`)).statusCode).toBe(204);
    expect((await test.call(b, 'DELETE', `/api/teachers/${test.teacher.id}`)).statusCode).toBe(204);
    expect((await test.classes())[0]?.students).toEqual([]);
  });
});
