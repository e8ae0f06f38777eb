import { describe, expect, it } from 'vitest';
import type { InvitedStudent } from '../../../common/links';
import type { InvitedTeacher, SchoolLinkView, SchoolTeachers } from '../../../common/schools';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { callAs } from '../../test/requests';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function setup(seats = { students: 5, teachers: 2 }) {
  const test = await createTestApp();
  const school = await test.make.user('school', { name: 'St Paul' });
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const student = await test.make.user('student', { name: 'Chan Tai Man' });
  await setSeats(test, school, seats);
  const call = callAs(test.app);
  return { ...test, school, teacher, student, call };
}
type Setup = Awaited<ReturnType<typeof setup>>;

async function setSeats(
  test: Awaited<ReturnType<typeof createTestApp>>,
  school: TestUser,
  seats: { students: number; teachers: number },
) {
  await test.app.db
    .updateTable('profiles')
    .set({ premiumStudentQuantity: seats.students, premiumTeacherQuantity: seats.teachers, premiumExpiry: null })
    .where('id', '=', school.id)
    .execute();
}

/** The school invites the teacher and the teacher accepts. */
async function join(test: Setup, teacher = test.teacher) {
  expect((await test.call(test.school, 'POST', '/api/school/teachers', { email: teacher.email })).statusCode).toBe(201);
  expect((await test.call(teacher, 'POST', `/api/schools/${test.school.id}/accept`)).statusCode).toBe(200);
}

describe('a school invites teachers', () => {
  it('links an existing teacher, pending until accepted, and counts a teacher seat', async () => {
    const test = await setup();
    const res = await test.call(test.school, 'POST', '/api/school/teachers', {
      email: test.teacher.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as InvitedTeacher;
    expect(body).toMatchObject({
      initialPassword: null,
      teacher: { teacherId: test.teacher.id, displayName: 'Ms Wong', accepted: false },
    });

    const me = (await test.call(test.teacher, 'GET', '/api/me')).json();
    expect(me.schoolLinks).toEqual({ accepted: 0, pending: 1 });
    const schools = (await test.call(test.teacher, 'GET', '/api/schools')).json().schools as SchoolLinkView[];
    expect(schools.map((s) => [s.schoolId, s.displayName, s.accepted])).toEqual([[test.school.id, 'St Paul', false]]);

    const accepted = await test.call(test.teacher, 'POST', `/api/schools/${test.school.id}/accept`);
    expect(accepted.json()).toMatchObject({ schoolId: test.school.id, accepted: true });
    expect((await test.call(test.teacher, 'GET', '/api/me')).json().schoolLinks).toEqual({ accepted: 1, pending: 0 });
    const list = (await test.call(test.school, 'GET', '/api/school/teachers')).json() as SchoolTeachers;
    expect(list.teachers.map((t) => [t.teacherId, t.accepted])).toEqual([[test.teacher.id, true]]);
    expect(list.seats).toEqual({ students: 0, studentSeats: 5, teachers: 1, teacherSeats: 2 });
  });

  it("makes a teacher's account with a one-time password that must be changed, and mails the teacher", async () => {
    const test = await setup();
    const email = `new-teacher-${Date.now()}@example.com`;
    const res = await test.call(test.school, 'POST', '/api/school/teachers', {
      email,
      name: 'Mr Lee',
      createAccount: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as InvitedTeacher;
    expect(body.initialPassword).toMatch(/^[\w-]{16}$/);
    expect(body.teacher).toMatchObject({ displayName: 'Mr Lee', email, accepted: false });
    const profile = await test.app.db
      .selectFrom('profiles')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect([profile.role, profile.isSchool, profile.mustChangePassword]).toEqual(['teacher', 0, 1]);
    const signIn = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: body.initialPassword },
    });
    expect(signIn.statusCode).toBe(200);
    const mail = await test.app.db.selectFrom('mailOutbox').selectAll().where('to', '=', email).execute();
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail[0])).not.toContain(body.initialPassword);
  });

  it('answers the spec messages: not registered, email existed, already invited, not a teacher', async () => {
    const test = await setup();
    const invite = (payload: Record<string, unknown>) =>
      test.call(test.school, 'POST', '/api/school/teachers', payload);
    const nobody = await invite({ email: 'nobody@example.com' });
    expect([nobody.statusCode, nobody.json().error.code]).toEqual([404, 'teacher_not_registered_yet']);
    const existed = await invite({ email: test.teacher.email, name: 'X', createAccount: true });
    expect([existed.statusCode, existed.json().error.code]).toEqual([409, 'email_existed']);
    expect((await invite({ email: test.teacher.email })).statusCode).toBe(201);
    const again = await invite({ email: test.teacher.email });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'teacher_already_invited']);
    for (const email of [test.student.email, test.school.email]) {
      const res = await invite({ email });
      expect([res.statusCode, res.json().error.code]).toEqual([409, 'not_a_teacher']);
    }
    const bad = await invite({ email: 'not-an-email' });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'invalid_email']);
    const noName = await invite({ email: 'someone@example.com', createAccount: true });
    expect([noName.statusCode, noName.json().error.code]).toEqual([400, 'invalid_name']);
  });

  it('refuses a teacher beyond the seats with not_enough_seat and writes nothing', async () => {
    const test = await setup({ students: 1, teachers: 1 });
    await join(test);
    const other = await test.make.user('teacher');
    const res = await test.call(test.school, 'POST', '/api/school/teachers', { email: other.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'not_enough_seat', params: { studentCount: 0, teacherCount: 1 } });
    const made = await test.call(test.school, 'POST', '/api/school/teachers', {
      email: 'seatless@example.com',
      name: 'No Seat',
      createAccount: true,
    });
    expect(made.json().error.code).toBe('not_enough_seat');
    const account = await test.app.db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'seatless@example.com')
      .execute();
    expect(account).toEqual([]);
    // An expired premium has no seats at all.
    await test.app.db
      .updateTable('profiles')
      .set({ premiumExpiry: Date.now() - 1000 })
      .where('id', '=', test.school.id)
      .execute();
    expect((await test.call(test.school, 'GET', '/api/me')).json().overSeats).toBe(true);
    // Removing a teacher frees the seat.
    await setSeats(test, test.school, { students: 1, teachers: 1 });
    expect((await test.call(test.school, 'DELETE', `/api/school/teachers/${test.teacher.id}`)).statusCode).toBe(204);
    expect((await test.call(test.school, 'POST', '/api/school/teachers', { email: other.email })).statusCode).toBe(201);
    expect((await test.call(test.school, 'GET', '/api/me')).json().overSeats).toBe(false);
  });

  it('lets a teacher reject, and the school invite again; a rejected or foreign link is 404', async () => {
    const test = await setup();
    const otherSchool = await test.make.user('school');
    expect(
      (await test.call(test.school, 'POST', '/api/school/teachers', { email: test.teacher.email })).statusCode,
    ).toBe(201);
    expect((await test.call(test.teacher, 'DELETE', `/api/schools/${test.school.id}`)).statusCode).toBe(204);
    expect((await test.call(test.teacher, 'GET', '/api/schools')).json().schools).toEqual([]);
    const gone = await test.call(test.teacher, 'POST', `/api/schools/${test.school.id}/accept`);
    expect([gone.statusCode, gone.json().error.code]).toEqual([404, 'school_not_found']);
    expect((await test.call(test.teacher, 'DELETE', `/api/schools/${test.school.id}`)).statusCode).toBe(404);
    expect((await test.call(otherSchool, 'DELETE', `/api/school/teachers/${test.teacher.id}`)).statusCode).toBe(404);
    expect((await test.call(test.teacher, 'POST', `/api/schools/${otherSchool.id}/accept`)).statusCode).toBe(404);
    expect(
      (await test.call(test.school, 'POST', '/api/school/teachers', { email: test.teacher.email })).statusCode,
    ).toBe(201);
    expect((await test.call(otherSchool, 'GET', '/api/school/teachers')).json().teachers).toEqual([]);
  });

  it('answers 401 without a session and 403 to the wrong role', async () => {
    const test = await setup();
    const admin = await test.make.user('admin');
    const schoolRoutes: Array<[Method, string]> = [
      ['GET', '/api/school/teachers'],
      ['POST', '/api/school/teachers'],
      ['DELETE', '/api/school/teachers/x'],
    ];
    const teacherRoutes: Array<[Method, string]> = [
      ['GET', '/api/schools'],
      ['POST', '/api/schools/x/accept'],
      ['DELETE', '/api/schools/x'],
    ];
    for (const [method, url] of [...schoolRoutes, ...teacherRoutes]) {
      expect(
        (await test.call(null, method, url, method === 'POST' ? { email: 'a@example.com' } : undefined)).statusCode,
        url,
      ).toBe(401);
    }
    for (const [method, url] of schoolRoutes) {
      for (const user of [test.teacher, test.student, admin]) {
        expect((await test.call(user, method, url, { email: 'a@example.com' })).statusCode, `${method} ${url}`).toBe(
          403,
        );
      }
    }
    for (const [method, url] of teacherRoutes) {
      for (const user of [test.school, test.student, admin]) {
        expect((await test.call(user, method, url)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});

describe("a school's students", () => {
  it("sees the students its teachers invite for it, with the teacher's name, and the school filter data", async () => {
    const test = await setup();
    await join(test);
    const res = await test.call(test.teacher, 'POST', '/api/students', {
      email: test.student.email,
      schoolId: test.school.id,
    });
    expect(res.statusCode).toBe(201);
    expect((res.json() as InvitedStudent).student).toMatchObject({ schoolId: test.school.id, schoolName: 'St Paul' });
    const seen = (await test.call(test.school, 'GET', '/api/students')).json().students;
    expect(seen).toMatchObject([
      { studentId: test.student.id, teacherId: test.teacher.id, teacherName: 'Ms Wong', schoolName: 'St Paul' },
    ]);
    expect((await test.call(test.school, 'GET', '/api/school/teachers')).json().seats.students).toBe(1);
    // The school invites the same student itself: one row, its own, and still one seat.
    expect((await test.call(test.school, 'POST', '/api/students', { email: test.student.email })).statusCode).toBe(201);
    const once = (await test.call(test.school, 'GET', '/api/students')).json().students;
    expect(once.map((s: { teacherId: string }) => s.teacherId)).toEqual([test.school.id]);
    expect((await test.call(test.school, 'GET', '/api/school/teachers')).json().seats.students).toBe(1);
    // Removing takes the student out of the school; the teacher keeps them, without the school.
    expect((await test.call(test.school, 'DELETE', `/api/students/${test.student.id}`)).statusCode).toBe(204);
    expect((await test.call(test.school, 'GET', '/api/students')).json().students).toEqual([]);
    const kept = (await test.call(test.teacher, 'GET', '/api/students')).json().students;
    expect(kept).toMatchObject([{ studentId: test.student.id, schoolId: null }]);
  });

  it('lists which of its teachers linked each student for it, oldest first, and not the school itself', async () => {
    const test = await setup();
    const second = await test.make.user('teacher', { name: 'Mr Ho' });
    await join(test);
    await join(test, second);
    for (const teacher of [test.teacher, second]) {
      const res = await test.call(teacher, 'POST', '/api/students', {
        email: test.student.email,
        schoolId: test.school.id,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await test.call(test.school, 'POST', '/api/students', { email: test.student.email })).statusCode).toBe(201);
    const seen = (await test.call(test.school, 'GET', '/api/students')).json().students;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ studentId: test.student.id, teacherId: test.school.id, schoolId: test.school.id });
    expect(seen[0].schoolTeachers).toEqual([
      { id: test.teacher.id, displayName: 'Ms Wong' },
      { id: second.id, displayName: 'Mr Ho' },
    ]);
    // a teacher's own list has no teacher column to fill
    const own = (await test.call(second, 'GET', '/api/students')).json().students;
    expect(own).toMatchObject([{ studentId: test.student.id, schoolId: test.school.id, schoolTeachers: [] }]);
  });

  it('refuses a school that is not yours and students beyond the seats', async () => {
    const test = await setup({ students: 1, teachers: 1 });
    const stranger = await test.make.user('school');
    const notJoined = await test.call(test.teacher, 'POST', '/api/students', {
      email: test.student.email,
      schoolId: stranger.id,
    });
    expect([notJoined.statusCode, notJoined.json().error.code]).toEqual([404, 'school_not_found']);
    await join(test);
    expect((await test.call(test.school, 'POST', '/api/students', { email: test.student.email })).statusCode).toBe(201);
    const second = await test.make.user('student');
    for (const [user, payload] of [
      [test.school, { email: second.email }],
      [test.teacher, { email: second.email, schoolId: test.school.id }],
      [test.school, { email: 'fresh@example.com', name: 'Fresh', createAccount: true }],
    ] as const) {
      const res = await test.call(user, 'POST', '/api/students', payload);
      expect([res.statusCode, res.json().error.code]).toEqual([409, 'not_enough_seat']);
    }
    expect(
      await test.app.db.selectFrom('profiles').select('id').where('email', '=', 'fresh@example.com').execute(),
    ).toEqual([]);
    // The teacher's own students (not for the school) take no school seat.
    expect((await test.call(test.teacher, 'POST', '/api/students', { email: second.email })).statusCode).toBe(201);
  });
});

describe('invite prompts', () => {
  it('prompts a school with no teacher and a teacher with no student, at most every 3 days', async () => {
    const test = await setup();
    const me = async (user: TestUser) => (await test.call(user, 'GET', '/api/me')).json().invitePrompt;
    expect(await me(test.school)).toBe('teacher');
    expect(await me(test.teacher)).toBe('students');
    expect(await me(test.student)).toBeNull();
    expect((await test.call(test.school, 'POST', '/api/me/invite-prompt')).statusCode).toBe(204);
    expect(await me(test.school)).toBeNull();
    // Three days later it comes back while there is still no teacher.
    const threeDaysAgo = Date.now() - 259_200_000;
    await test.app.db
      .updateTable('profiles')
      .set({ invitePromptedAt: threeDaysAgo })
      .where('id', '=', test.school.id)
      .execute();
    expect(await me(test.school)).toBe('teacher');
    await join(test);
    expect(await me(test.school)).toBeNull();
    expect((await test.call(test.teacher, 'POST', '/api/students', { email: test.student.email })).statusCode).toBe(
      201,
    );
    expect(await me(test.teacher)).toBeNull();
    expect((await test.call(test.student, 'POST', '/api/me/invite-prompt')).statusCode).toBe(403);
  });
});
