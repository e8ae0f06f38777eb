import { describe, expect, it, vi } from 'vitest';
import type { ClassView } from '../../../common/classes';
import { createTestApp } from '../../test/app';
import { testContext } from '../../test/context';
import { type OpenedStream, openEventStream } from '../../test/event-stream';
import type { TestUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { listTeacherClasses } from './service';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function setup() {
  const test = await createTestApp();
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const students = [
    await test.make.user('student', { name: 'Chan Tai Man' }),
    await test.make.user('student', { name: 'Lee Siu Ming' }),
  ];
  const call = callAs(test.app);
  for (const student of students) {
    expect((await call(teacher, 'POST', '/api/students', { email: student.email })).statusCode).toBe(201);
  }
  return { ...test, teacher, students, call };
}

/** A school, St Paul, with seats for 10 students and 2 teachers. */
async function paidSchool(test: Awaited<ReturnType<typeof setup>>) {
  const school = await test.make.user('school', { name: 'St Paul' });
  await test.app.db
    .updateTable('profiles')
    .set({ premiumStudentQuantity: 10, premiumTeacherQuantity: 2 })
    .where('id', '=', school.id)
    .execute();
  return school;
}

describe('classes', () => {
  it('makes, lists (newest first, students by class number), renames, re-seats and removes a class', async () => {
    const test = await setup();
    const [a, b] = test.students as [TestUser, TestUser];
    const made = await test.call(test.teacher, 'POST', '/api/classes', {
      name: '  4A  ',
      students: [
        { studentId: a.id, classNumber: '10' },
        { studentId: b.id, classNumber: '2' },
        { studentId: a.id, classNumber: '12' },
      ],
    });
    expect(made.statusCode).toBe(201);
    const created = made.json() as ClassView;
    expect(created).toMatchObject({ name: '4A', teacherId: test.teacher.id, teacherName: 'Ms Wong', schoolId: null });
    // De-duplicated (the last number wins) and ordered by number as a number.
    expect(created.students.map((s) => [s.displayName, s.classNumber])).toEqual([
      ['Lee Siu Ming', '2'],
      ['Chan Tai Man', '12'],
    ]);
    // A later millisecond, so newest-first is not a coin toss between equal times.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(created.createdAt), { interval: 1 });
    const second = (await test.call(test.teacher, 'POST', '/api/classes', { name: '4B' })).json() as ClassView;
    const list = (await test.call(test.teacher, 'GET', '/api/classes')).json().classes as ClassView[];
    expect(list.map((c) => c.name)).toEqual(['4B', '4A']);
    expect(second.students).toEqual([]);

    const renamed = await test.call(test.teacher, 'PATCH', `/api/classes/${created.id}`, {
      name: '5A',
      students: [{ studentId: a.id, classNumber: '1' }],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: '5A', students: [{ studentId: a.id, classNumber: '1' }] });
    // Only the name: the students stay.
    const nameOnly = await test.call(test.teacher, 'PATCH', `/api/classes/${created.id}`, { name: '5B' });
    expect((nameOnly.json() as ClassView).students).toHaveLength(1);

    expect((await test.call(test.teacher, 'DELETE', `/api/classes/${created.id}`)).statusCode).toBe(204);
    const after = (await test.call(test.teacher, 'GET', '/api/classes')).json().classes as ClassView[];
    expect(after.map((c) => c.name)).toEqual(['4B']);
    const row = await test.app.db
      .selectFrom('classes')
      .select('deleted')
      .where('id', '=', created.id)
      .executeTakeFirst();
    expect(row?.deleted).toBe(1);
    expect((await test.call(test.teacher, 'DELETE', `/api/classes/${created.id}`)).statusCode).toBe(404);

    // The service the assignment student selector reads.
    const forSelector = await listTeacherClasses(testContext(test.app, { id: test.teacher.id, isSchool: false }));
    expect(forSelector.map((c) => c.id)).toEqual([second.id]);
  });

  it('refuses an empty or long name, and students who are not yours, writing nothing', async () => {
    const test = await setup();
    const stranger = await test.make.user('student');
    for (const name of ['', '   ', 'x'.repeat(41)]) {
      const res = await test.call(test.teacher, 'POST', '/api/classes', { name });
      expect([res.statusCode, res.json().error.code], name).toEqual([400, 'invalid_class_name']);
    }
    const longNumber = await test.call(test.teacher, 'POST', '/api/classes', {
      name: '4A',
      students: [{ studentId: test.students[0]!.id, classNumber: '12345678901' }],
    });
    expect(longNumber.json().error.code).toBe('invalid_class_number');
    const foreign = await test.call(test.teacher, 'POST', '/api/classes', {
      name: '4A',
      students: [{ studentId: stranger.id, classNumber: '1' }],
    });
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([400, 'invalid_students']);
    expect((await test.call(test.teacher, 'GET', '/api/classes')).json().classes).toEqual([]);
    // A removed student can no longer be placed in a class.
    const made = (await test.call(test.teacher, 'POST', '/api/classes', { name: '4A' })).json() as ClassView;
    await test.call(test.teacher, 'DELETE', `/api/students/${test.students[0]!.id}`);
    const removed = await test.call(test.teacher, 'PATCH', `/api/classes/${made.id}`, {
      students: [{ studentId: test.students[0]!.id, classNumber: '' }],
    });
    expect(removed.json().error.code).toBe('invalid_students');
    const blank = await test.call(test.teacher, 'PATCH', `/api/classes/${made.id}`, { name: ' ' });
    expect(blank.json().error.code).toBe('invalid_class_name');
    expect(((await test.call(test.teacher, 'GET', '/api/classes')).json().classes as ClassView[])[0]!.name).toBe('4A');
  });

  it('is 404 to another teacher, and a school sees and manages the classes made for it', async () => {
    const test = await setup();
    const other = await test.make.user('teacher');
    const school = await paidSchool(test);
    const own = (await test.call(test.teacher, 'POST', '/api/classes', { name: 'Mine' })).json() as ClassView;
    for (const [method, payload] of [
      ['PATCH', { name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await test.call(other, method, `/api/classes/${own.id}`, payload);
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'class_not_found']);
      expect((await test.call(school, method, `/api/classes/${own.id}`, payload)).statusCode).toBe(404);
    }
    expect((await test.call(other, 'GET', '/api/classes')).json().classes).toEqual([]);

    // Not yet the school's teacher: no class for it.
    const early = await test.call(test.teacher, 'POST', '/api/classes', { name: '6A', schoolId: school.id });
    expect([early.statusCode, early.json().error.code]).toEqual([404, 'school_not_found']);
    await test.call(school, 'POST', '/api/school/teachers', { email: test.teacher.email });
    await test.call(test.teacher, 'POST', `/api/schools/${school.id}/accept`);
    const forSchool = await test.call(test.teacher, 'POST', '/api/classes', {
      name: '6A',
      schoolId: school.id,
      students: [{ studentId: test.students[0]!.id, classNumber: '3' }],
    });
    expect(forSchool.statusCode).toBe(201);
    const seen = (await test.call(school, 'GET', '/api/classes')).json().classes as ClassView[];
    expect(seen.map((c) => [c.name, c.teacherName, c.schoolId])).toEqual([['6A', 'Ms Wong', school.id]]);
    const renamed = await test.call(school, 'PATCH', `/api/classes/${seen[0]!.id}`, { name: '6B' });
    expect(renamed.json()).toMatchObject({ name: '6B', students: [{ classNumber: '3' }] });
    // The school's own class takes the school's students only.
    const schoolClass = await test.call(school, 'POST', '/api/classes', {
      name: 'Choir',
      students: [{ studentId: test.students[1]!.id, classNumber: '' }],
    });
    expect(schoolClass.json().error.code).toBe('invalid_students');
  });

  it('answers 401 without a session and 403 to students and admins', async () => {
    const test = await setup();
    const admin = await test.make.user('admin');
    const routes: Array<[Method, string, unknown]> = [
      ['GET', '/api/classes', undefined],
      ['POST', '/api/classes', { name: '4A' }],
      ['PATCH', '/api/classes/x', { name: '4A' }],
      ['DELETE', '/api/classes/x', undefined],
    ];
    for (const [method, url, payload] of routes) {
      expect((await test.call(null, method, url, payload)).statusCode).toBe(401);
      expect((await test.call(test.students[0]!, method, url, payload)).statusCode).toBe(403);
      expect((await test.call(admin, method, url, payload)).statusCode).toBe(403);
    }
  });
});

describe('classes live', () => {
  /** The next `count` events' types, sorted: on PostgreSQL two notifications of one change may arrive either way round. */
  async function nextTypes(stream: OpenedStream, count: number) {
    const types: string[] = [];
    for (let i = 0; i < count; i++) types.push((await stream.nextEvent()).event);
    return types.sort();
  }

  it("tell the class's teacher and school when it changes, after the commit, and nobody else", async () => {
    const test = await setup();
    const [a, b] = test.students as [TestUser, TestUser];
    const bystander = await test.make.user('teacher');
    const school = await paidSchool(test);
    await test.call(school, 'POST', '/api/school/teachers', { email: test.teacher.email });
    await test.call(test.teacher, 'POST', `/api/schools/${school.id}/accept`);
    const own = (await test.call(test.teacher, 'POST', '/api/classes', { name: '4A' })).json() as ClassView;

    const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const streams = {
      teacher: await openEventStream(`${baseUrl}/api/events`, test.teacher.cookie),
      school: await openEventStream(`${baseUrl}/api/events`, school.cookie),
      bystander: await openEventStream(`${baseUrl}/api/events`, bystander.cookie),
    };
    for (const stream of Object.values(streams)) expect(await stream.nextEvent()).toEqual({ event: 'hello', data: {} });

    // The teacher makes a class for the school: the teacher's other tabs and the school hear it.
    const made = await test.call(test.teacher, 'POST', '/api/classes', {
      name: '6A',
      schoolId: school.id,
      students: [{ studentId: a.id, classNumber: '3' }],
    });
    expect(made.statusCode).toBe(201);
    const sixA = made.json() as ClassView;
    expect(await streams.teacher.nextEvent()).toEqual({ event: 'classes', data: {} });
    expect(await streams.school.nextEvent()).toEqual({ event: 'classes', data: {} });

    // The school renames it: the teacher's open class pages hear it.
    expect((await test.call(school, 'PATCH', `/api/classes/${sixA.id}`, { name: '6B' })).statusCode).toBe(200);
    expect(await streams.teacher.nextEvent()).toEqual({ event: 'classes', data: {} });
    expect(await streams.school.nextEvent()).toEqual({ event: 'classes', data: {} });

    // A change that rolls back (a listener after ours fails inside the transaction) tells nobody and changes nothing.
    const failing = () => {
      throw new Error('a listener failed');
    };
    const unsubscribe = test.app.appContext.hooks.on('classesChanged', failing);
    expect((await test.call(school, 'PATCH', `/api/classes/${sixA.id}`, { name: '6C' })).statusCode).toBe(500);
    unsubscribe();
    expect((await test.call(school, 'GET', '/api/classes')).json().classes[0].name).toBe('6B');

    // A student joins the teacher's own class by its code: the teacher's class page hears it (My students too).
    expect((await test.call(b, 'POST', `/api/join/${own.joinCode}`)).statusCode).toBe(200);
    expect(await nextTypes(streams.teacher, 2)).toEqual(['classes', 'invitations']);

    // The teacher removes a student, who leaves 6B, the school's class: the school hears it as well.
    expect((await test.call(test.teacher, 'DELETE', `/api/students/${a.id}`)).statusCode).toBe(204);
    expect(await streams.teacher.nextEvent()).toEqual({ event: 'classes', data: {} });
    expect(await streams.school.nextEvent()).toEqual({ event: 'classes', data: {} });

    // A student leaves the teacher: out of 4A.
    expect((await test.call(b, 'DELETE', `/api/teachers/${test.teacher.id}`)).statusCode).toBe(204);
    expect(await nextTypes(streams.teacher, 2)).toEqual(['classes', 'invitations']);

    expect(streams.teacher.pending()).toEqual([]);
    expect(streams.school.pending()).toEqual([]);
    expect(streams.bystander.pending()).toEqual([]);
    for (const stream of Object.values(streams)) await stream.close();
  });
});
