import { describe, expect, it } from 'vitest';
import type { ClassView, JoinPreview } from '../../../common/classes';
import type { StudentLinkView } from '../../../common/links';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { snapshotDatabase } from '../../test/snapshot';

// Issue 26: a class's join code and link (/join/<code>), as Google Classroom's class code.

async function setup(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const test = await createTestApp(overrides);
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const call = callAs(test.app);
  const makeClass = async (owner: TestUser, name: string, extra = {}) =>
    (await call(owner, 'POST', '/api/classes', { name, ...extra })).json() as ClassView;
  return { ...test, teacher, call, makeClass };
}

describe('joining a class by its code', () => {
  it('shows the class to anyone, then makes a student a member and an accepted student; twice changes nothing', async () => {
    const test = await setup();
    const klass = await test.makeClass(test.teacher, '5A');
    const code = klass.joinCode!;
    const anonymous = await test.call(null, 'GET', `/api/join/${code}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({
      className: '5A',
      teacherName: 'Ms Wong',
      schoolName: null,
      isMember: false,
      canJoin: null,
    } satisfies JoinPreview);

    const student = await test.make.user('student');
    // As typed from a board: lower case, a dash and spaces.
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `;
    expect((await test.call(student, 'GET', `/api/join/${encodeURIComponent(typed)}`)).json()).toMatchObject({
      isMember: false,
      canJoin: true,
    });
    const joined = await test.call(student, 'POST', `/api/join/${encodeURIComponent(typed)}`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({
      classId: klass.id,
      className: '5A',
      teacherId: test.teacher.id,
      teacherName: 'Ms Wong',
      joined: true,
    });
    const again = await test.call(student, 'POST', `/api/join/${code}`);
    expect(again.json().joined).toBe(false);
    expect((await test.call(student, 'GET', `/api/join/${code}`)).json().isMember).toBe(true);

    const row = ((await test.call(test.teacher, 'GET', '/api/students')).json().students as StudentLinkView[])[0];
    expect(row).toMatchObject({ studentId: student.id, accepted: true, className: '5A' });
    const classes = (await test.call(test.teacher, 'GET', '/api/classes')).json().classes as ClassView[];
    expect(classes[0]!.students.map((one) => one.studentId)).toEqual([student.id]);
    expect((await test.call(student, 'GET', '/api/me')).json().teacherLinks).toEqual({ accepted: 1, pending: 0 });

    // A pending invitation is accepted by joining.
    const invited = await test.make.user('student');
    await test.call(test.teacher, 'POST', '/api/students', { email: invited.email });
    await test.call(invited, 'POST', `/api/join/${code}`);
    expect((await test.call(invited, 'GET', '/api/teachers')).json().teachers[0].accepted).toBe(true);
  });

  it('resets and turns off the code (the old one stops working), only for the class owner', async () => {
    const test = await setup();
    const klass = await test.makeClass(test.teacher, '5A');
    const reset = await test.call(test.teacher, 'POST', `/api/classes/${klass.id}/join-code`);
    expect(reset.statusCode).toBe(200);
    const fresh = (reset.json() as ClassView).joinCode!;
    expect(fresh).not.toBe(klass.joinCode);
    const old = await test.call(null, 'GET', `/api/join/${klass.joinCode}`);
    expect([old.statusCode, old.json().error.code]).toEqual([404, 'join_code_not_found']);
    expect((await test.call(null, 'GET', `/api/join/${fresh}`)).statusCode).toBe(200);

    const off = await test.call(test.teacher, 'DELETE', `/api/classes/${klass.id}/join-code`);
    expect((off.json() as ClassView).joinCode).toBeNull();
    expect((await test.call(null, 'GET', `/api/join/${fresh}`)).statusCode).toBe(404);
    // Back on with a new code.
    const on = await test.call(test.teacher, 'POST', `/api/classes/${klass.id}/join-code`);
    expect((on.json() as ClassView).joinCode).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
    // A deleted class's code opens nothing.
    const code = (on.json() as ClassView).joinCode;
    await test.call(test.teacher, 'DELETE', `/api/classes/${klass.id}`);
    expect((await test.call(null, 'GET', `/api/join/${code}`)).statusCode).toBe(404);

    const mine = await test.makeClass(test.teacher, '5B');
    const other = await test.make.user('teacher');
    const student = await test.make.user('student');
    const before = await snapshotDatabase(test.app.db);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await test.call(other, method, `/api/classes/${mine.id}/join-code`);
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'class_not_found']);
      expect((await test.call(student, method, `/api/classes/${mine.id}/join-code`)).statusCode).toBe(403);
      expect((await test.call(null, method, `/api/classes/${mine.id}/join-code`)).statusCode).toBe(401);
    }
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });

  it('refuses teachers, schools and admins, an unknown code and signed-out joining, writing nothing', async () => {
    const test = await setup();
    const klass = await test.makeClass(test.teacher, '5A');
    const parent = await test.make.user('teacher');
    const school = await test.make.user('school');
    const admin = await test.make.user('admin');
    const student = await test.make.user('student');
    const before = await snapshotDatabase(test.app.db);
    for (const user of [parent, school, admin, test.teacher]) {
      expect((await test.call(user, 'GET', `/api/join/${klass.joinCode}`)).json().canJoin).toBe(false);
      const res = await test.call(user, 'POST', `/api/join/${klass.joinCode}`);
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'join_students_only']);
    }
    expect((await test.call(null, 'POST', `/api/join/${klass.joinCode}`)).statusCode).toBe(401);
    for (const code of ['ZZZZZZZ', 'O0I1L00', 'short']) {
      const res = await test.call(student, 'POST', `/api/join/${code}`);
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'join_code_not_found']);
    }
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });

  it("keeps within the school's seats and the free teacher's student limit: class_full, writing nothing", async () => {
    const test = await setup();
    const school = await test.make.user('school');
    const seats = (students: number) =>
      test.app.db
        .updateTable('profiles')
        .set({ premiumStudentQuantity: students, premiumTeacherQuantity: 5, premiumExpiry: null })
        .where('id', '=', school.id)
        .execute();
    await seats(1);
    const schoolClass = await test.makeClass(school, '6A');
    const [first, second] = [await test.make.user('student'), await test.make.user('student')];
    expect((await test.call(first, 'POST', `/api/join/${schoolClass.joinCode}`)).statusCode).toBe(200);
    let before = await snapshotDatabase(test.app.db);
    const full = await test.call(second, 'POST', `/api/join/${schoolClass.joinCode}`);
    expect([full.statusCode, full.json().error.code]).toEqual([409, 'class_full']);
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
    await seats(2);
    expect((await test.call(second, 'POST', `/api/join/${schoolClass.joinCode}`)).statusCode).toBe(200);
    // The school counts them: its own students, in its class.
    const listed = (await test.call(school, 'GET', '/api/students')).json().students as StudentLinkView[];
    expect(listed.map((one) => [one.studentId, one.schoolId, one.className]).sort()).toEqual(
      [
        [first.id, school.id, '6A'],
        [second.id, school.id, '6A'],
      ].sort(),
    );

    // A teacher's class for the school brings the student into the school, within its seats.
    await test.call(school, 'POST', '/api/school/teachers', { email: test.teacher.email });
    await test.call(test.teacher, 'POST', `/api/schools/${school.id}/accept`);
    const forSchool = await test.makeClass(test.teacher, '6B', { schoolId: school.id });
    const third = await test.make.user('student');
    before = await snapshotDatabase(test.app.db);
    expect((await test.call(third, 'POST', `/api/join/${forSchool.joinCode}`)).json().error.code).toBe('class_full');
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
    await seats(3);
    expect((await test.call(third, 'POST', `/api/join/${forSchool.joinCode}`)).statusCode).toBe(200);
    const link = await test.app.db
      .selectFrom('studentLinks')
      .select(['teacherId', 'schoolId', 'accepted'])
      .where('studentId', '=', third.id)
      .executeTakeFirst();
    expect(link).toEqual({ teacherId: test.teacher.id, schoolId: school.id, accepted: 1 });

    // A free teacher at the free student limit.
    await test.make.freeLimits({ studentsPerTeacher: 1 });
    const own = await test.makeClass(test.teacher, 'Maths club');
    expect((await test.call(first, 'POST', `/api/join/${own.joinCode}`)).statusCode).toBe(200);
    before = await snapshotDatabase(test.app.db);
    const over = await test.call(second, 'POST', `/api/join/${own.joinCode}`);
    expect([over.statusCode, over.json().error.code]).toEqual([409, 'class_full']);
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });

  it('counts join attempts like sign-in attempts, per account and per address', async () => {
    const test = await setup({ signInPerAccount: 3, signInPerAddress: 5 });
    const student = await test.make.user('student');
    const codes = ['AAAAAAA', 'BBBBBBB', 'CCCCCCC'];
    for (const code of codes) expect((await test.call(student, 'POST', `/api/join/${code}`)).statusCode).toBe(404);
    const limited = await test.call(student, 'POST', '/api/join/DDDDDDD');
    expect([limited.statusCode, limited.json().error.code]).toEqual([429, 'too_many_request']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Signed out, the address's allowance is what is left (the student above used 4 of its 5).
    expect((await test.call(null, 'GET', '/api/join/EEEEEEE')).statusCode).toBe(404);
    expect((await test.call(null, 'GET', '/api/join/FFFFFFF')).statusCode).toBe(429);
  });
});
