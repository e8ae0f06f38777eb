import { describe, expect, it } from 'vitest';
import type { InvitedStudent, StudentLinkView, TeacherLinkView } from '../../../common/links';
import type { PracticeView } from '../../../common/practice';
import type { PracticeQuestionCopyView } from '../../../common/question-copy';
import { createTestApp } from '../../test/app';
import { sessionCookie, type TestUser } from '../../test/factories';
import { callAs, paperForm } from '../../test/requests';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function setup() {
  const test = await createTestApp();
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const student = await test.make.user('student', { name: 'Chan Tai Man' });
  const call = callAs(test.app);
  return { ...test, teacher, student, call };
}
type Setup = Awaited<ReturnType<typeof setup>>;

async function invite(test: Setup, email: string, extra: Record<string, unknown> = {}, teacher = test.teacher) {
  return test.call(teacher, 'POST', '/api/students', { email, ...extra });
}

/** The student accepts the teacher's invitation. */
async function link(test: Setup, teacher = test.teacher, student = test.student) {
  expect((await invite(test, student.email, {}, teacher)).statusCode).toBe(201);
  expect((await test.call(student, 'POST', `/api/teachers/${teacher.id}/accept`)).statusCode).toBe(200);
}

/** A finished practice of the student: 2 MC (answered a and b), 1 short (answered), 1 long (blank). */
async function finishedPractice(test: Setup, student = test.student): Promise<PracticeView> {
  await test.make.premium(student);
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  const created = await test.call(
    student,
    'POST',
    '/api/practices',
    paperForm(catalogue, { mc: 2, short: 1, long: 1 }),
  );
  const practice = created.json() as PracticeView;
  for (const [no, ans] of [
    [1, 'a'],
    [2, 'b'],
    [3, 'Because the force is balanced.'],
  ] as const) {
    await test.call(student, 'PUT', `/api/practices/${practice.id}/answers/${no}`, { ans, seq: 1 });
  }
  return (await test.call(student, 'POST', `/api/practices/${practice.id}/submit`)).json() as PracticeView;
}

describe('inviting a student', () => {
  it('links an existing student, pending until accepted, with class name and number', async () => {
    const test = await setup();
    const res = await invite(test, test.student.email.toUpperCase(), { className: '4A', classNumber: '12' });
    expect(res.statusCode).toBe(201);
    const body = res.json() as InvitedStudent;
    expect(body.initialPassword).toBeNull();
    expect(body.student).toMatchObject({
      studentId: test.student.id,
      displayName: 'Chan Tai Man',
      className: '4A',
      classNumber: '12',
      accepted: false,
    });
    const list = (await test.call(test.teacher, 'GET', '/api/students')).json().students as StudentLinkView[];
    expect(list.map((s) => s.studentId)).toEqual([test.student.id]);

    const me = (await test.call(test.student, 'GET', '/api/me')).json();
    expect(me.teacherLinks).toEqual({ accepted: 0, pending: 1 });
    const teachers = (await test.call(test.student, 'GET', '/api/teachers')).json().teachers as TeacherLinkView[];
    expect(teachers).toEqual([
      expect.objectContaining({ teacherId: test.teacher.id, displayName: 'Ms Wong', accepted: false, isSchool: false }),
    ]);
  });

  it('refuses a second invitation, an unknown address, a teacher address and the inviter', async () => {
    const test = await setup();
    const otherTeacher = await test.make.user('teacher');
    expect((await invite(test, test.student.email)).statusCode).toBe(201);
    const again = await invite(test, test.student.email);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'student_already_invited']);
    const unknown = await invite(test, 'nobody@example.com');
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'student_not_registered_yet']);
    const teacher = await invite(test, otherTeacher.email);
    expect([teacher.statusCode, teacher.json().error.code]).toEqual([409, 'not_a_student']);
    const self = await invite(test, test.teacher.email);
    expect([self.statusCode, self.json().error.code]).toEqual([409, 'not_a_student']);
    const taken = await invite(test, test.student.email, { createAccount: true, name: 'Someone' });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'email_existed']);
    const bad = await invite(test, 'not-an-email');
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'invalid_email']);
    const noName = await invite(test, 'new@example.com', { createAccount: true, name: ' ' });
    expect([noName.statusCode, noName.json().error.code]).toEqual([400, 'invalid_name']);
    // Nothing was written for the refused ones.
    const rows = await test.app.db.selectFrom('studentLinks').select('studentId').execute();
    expect(rows.map((r) => r.studentId)).toEqual([test.student.id]);
  });

  it('makes a student account, linked at once, with a one-time password that must be changed, mailed without it', async () => {
    const test = await setup();
    const res = await invite(test, 'New.Student@Example.com', { createAccount: true, name: 'Lee Siu Ming' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { student, initialPassword } = res.json() as InvitedStudent;
    // The teacher made the account: it is linked at once, with no Accept step (issue 26).
    expect(student).toMatchObject({ email: 'new.student@example.com', displayName: 'Lee Siu Ming', accepted: true });
    // Easy to copy: letters and digits only, none that look alike (server/auth/initial-password.ts).
    expect(initialPassword).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{16}$/);

    const signIn = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'new.student@example.com', password: initialPassword },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = sessionCookie(signIn.headers['set-cookie']);
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ mustChangePassword: true, teacherLinks: { accepted: 1, pending: 0 } });

    const mail = await test.app.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('to', '=', 'new.student@example.com')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Ms Wong');
    expect(`${mail[0]!.text}${mail[0]!.html}`).not.toContain(initialPassword);
  });

  it('makes a removed or rejected link pending again on a new invitation', async () => {
    const test = await setup();
    await link(test);
    expect((await test.call(test.teacher, 'DELETE', `/api/students/${test.student.id}`)).statusCode).toBe(204);
    expect((await test.call(test.teacher, 'GET', '/api/students')).json().students).toEqual([]);
    expect((await test.call(test.student, 'GET', '/api/me')).json().teacherLinks).toEqual({ accepted: 0, pending: 0 });
    expect((await invite(test, test.student.email)).statusCode).toBe(201);
    expect((await test.call(test.student, 'DELETE', `/api/teachers/${test.teacher.id}`)).statusCode).toBe(204);
    expect((await invite(test, test.student.email)).json().student.accepted).toBe(false);
    const removedTwice = await test.call(test.teacher, 'DELETE', '/api/students/nobody');
    expect([removedTwice.statusCode, removedTwice.json().error.code]).toEqual([404, 'link_not_found']);
  });
});

describe("the student's side", () => {
  it('accepts (twice is harmless); counts and menu follow; another student cannot touch the link', async () => {
    const test = await setup();
    const other = await test.make.user('student');
    expect((await invite(test, test.student.email)).statusCode).toBe(201);
    const stranger = await test.call(other, 'POST', `/api/teachers/${test.teacher.id}/accept`);
    expect([stranger.statusCode, stranger.json().error.code]).toEqual([404, 'link_not_found']);
    const accepted = await test.call(test.student, 'POST', `/api/teachers/${test.teacher.id}/accept`);
    expect(accepted.json()).toMatchObject({ teacherId: test.teacher.id, accepted: true });
    expect((await test.call(test.student, 'POST', `/api/teachers/${test.teacher.id}/accept`)).statusCode).toBe(200);
    expect((await test.call(test.student, 'GET', '/api/me')).json().teacherLinks).toEqual({ accepted: 1, pending: 0 });
    const list = (await test.call(test.teacher, 'GET', '/api/students')).json().students as StudentLinkView[];
    expect(list[0]!.accepted).toBe(true);
  });

  it('lists pending invitations first and removes a teacher', async () => {
    const test = await setup();
    const school = await test.make.user('school', { name: 'St Paul' });
    // A school's students take its seats (its premium quantity).
    await test.make.premium(school);
    await link(test);
    expect((await invite(test, test.student.email, {}, school)).statusCode).toBe(201);
    const teachers = (await test.call(test.student, 'GET', '/api/teachers')).json().teachers as TeacherLinkView[];
    expect(teachers.map((t) => [t.displayName, t.accepted, t.isSchool])).toEqual([
      ['St Paul', false, true],
      ['Ms Wong', true, false],
    ]);
    expect((await test.call(test.student, 'DELETE', `/api/teachers/${test.teacher.id}`)).statusCode).toBe(204);
    const after = (await test.call(test.student, 'GET', '/api/teachers')).json().teachers as TeacherLinkView[];
    expect(after.map((t) => t.displayName)).toEqual(['St Paul']);
  });
});

describe('roles', () => {
  const cases: Array<[Method, string, 'teacher' | 'student']> = [
    ['GET', '/api/students', 'teacher'],
    ['POST', '/api/students', 'teacher'],
    ['DELETE', '/api/students/x', 'teacher'],
    ['GET', '/api/students/x/practices', 'teacher'],
    ['GET', '/api/practice-questions/x', 'teacher'],
    ['PATCH', '/api/practice-questions/x', 'teacher'],
    ['GET', '/api/teachers', 'student'],
    ['POST', '/api/teachers/x/accept', 'student'],
    ['DELETE', '/api/teachers/x', 'student'],
  ];
  it('answers 401 without a session and 403 to every other role; schools count as teachers', async () => {
    const test = await setup();
    const users = {
      student: test.student,
      teacher: test.teacher,
      school: await test.make.user('school'),
      admin: await test.make.user('admin'),
      'super-admin': await test.make.user('super-admin'),
    };
    const seen: string[] = [];
    for (const [method, url, role] of cases) {
      const payload =
        method === 'POST' && url === '/api/students' ? { email: 'x@example.com' } : method === 'PATCH' ? {} : undefined;
      seen.push(`${method} ${url} none ${(await test.call(null, method, url, payload)).statusCode}`);
      for (const [name, user] of Object.entries(users)) {
        const status = (await test.call(user, method, url, payload)).statusCode;
        const allowed = name === role || (role === 'teacher' && name === 'school');
        seen.push(
          `${method} ${url} ${name} ${allowed ? (status === 403 || status === 401 ? status : 'through') : status}`,
        );
      }
    }
    const expected = cases.flatMap(([method, url, role]) => [
      `${method} ${url} none 401`,
      ...Object.keys(users).map(
        (name) =>
          `${method} ${url} ${name} ${name === role || (role === 'teacher' && name === 'school') ? 'through' : 403}`,
      ),
    ]);
    expect(seen).toEqual(expected);
  });
});

describe("a teacher and a linked student's practices", () => {
  it('reads the history and a finished practice only with an accepted link; others get 404', async () => {
    const test = await setup();
    const practice = await finishedPractice(test);
    const path = `/api/practices/${practice.id}`;
    const pending = await test.call(test.teacher, 'GET', path);
    expect([pending.statusCode, pending.json().error.code]).toEqual([404, 'practice_not_found']);
    expect((await invite(test, test.student.email)).statusCode).toBe(201);
    expect((await test.call(test.teacher, 'GET', path)).statusCode).toBe(404);
    expect((await test.call(test.teacher, 'GET', `/api/students/${test.student.id}/practices`)).statusCode).toBe(404);
    await test.call(test.student, 'POST', `/api/teachers/${test.teacher.id}/accept`);

    const seen = (await test.call(test.teacher, 'GET', path)).json() as PracticeView;
    expect(seen.student).toEqual({ id: test.student.id, displayName: 'Chan Tai Man' });
    expect(seen.questions[0]!.ans).toBe('a');
    expect(seen.questions[0]!.id).toEqual(expect.any(String));
    const history = (await test.call(test.teacher, 'GET', `/api/students/${test.student.id}/practices`)).json();
    expect(history.items.map((p: { id: string }) => p.id)).toEqual([practice.id]);
    expect(history.student).toEqual({ id: test.student.id, displayName: 'Chan Tai Man' });

    const otherTeacher = await test.make.user('teacher');
    expect((await test.call(otherTeacher, 'GET', path)).statusCode).toBe(404);
    // A teacher reads but never writes the student's answers, submits, deletes or redoes.
    expect((await test.call(test.teacher, 'DELETE', path)).statusCode).toBe(403);
    expect((await test.call(test.teacher, 'PUT', `${path}/answers/1`, { ans: 'c', seq: 9 })).statusCode).toBe(403);
    // Once the student removes the teacher, the practice is gone for them.
    await test.call(test.student, 'DELETE', `/api/teachers/${test.teacher.id}`);
    expect((await test.call(test.teacher, 'GET', path)).statusCode).toBe(404);
  });

  it('does not show a paper in progress', async () => {
    const test = await setup();
    await link(test);
    await test.app.db
      .updateTable('profiles')
      .set({ premiumStudentQuantity: 1 })
      .where('id', '=', test.student.id)
      .execute();
    const catalogue = await test.make.catalogue();
    const started = await test.call(test.student, 'POST', '/api/practices', {
      subjectId: catalogue.subjectId,
      chapterIds: catalogue.chapterIds,
      locale: 'en',
      difficulty: 1,
      noOfMCQuestions: 1,
      noOfShortQuestions: 0,
      noOfLongQuestions: 0,
      timeLimit: 10,
    });
    const res = await test.call(test.teacher, 'GET', `/api/practices/${started.json().id}`);
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'practice_not_finished']);
  });

  it('marking together: a save made on an older version of the mark is refused with the newer mark', async () => {
    const test = await setup();
    const colleague = await test.make.user('teacher', { name: 'Mr Ho' });
    await link(test);
    await link(test, colleague);
    const practice = await finishedPractice(test);
    const version = practice.questions[2]!.markVersion;
    const score = (user: TestUser, body: unknown) =>
      test.call(user, 'PUT', `/api/practices/${practice.id}/questions/3/score`, body);
    const first = await score(test.teacher, { score: 2, comment: 'Good', markVersion: version });
    expect(first.statusCode).toBe(200);
    expect((first.json() as PracticeView).questions[2]!.markVersion).toBe(version + 1);
    // The colleague opened the paper before that save: their mark would silently undo it.
    const stale = await score(colleague, { score: 0, comment: 'No', markVersion: version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'mark_changed',
      params: { score: 2, comment: 'Good', markVersion: version + 1 },
    });
    const kept = (await test.call(test.student, 'GET', `/api/practices/${practice.id}`)).json() as PracticeView;
    expect(kept.questions[2]).toMatchObject({ score: 2, comment: 'Good' });
    // Having seen the newer mark, the colleague saves on it.
    const again = await score(colleague, { score: 1, comment: 'Half', markVersion: version + 1 });
    expect(again.json().questions[2]).toMatchObject({ score: 1, comment: 'Half', markVersion: version + 2 });
  });

  it('marks any answer with a comment; the score follows and the student can no longer self-mark it', async () => {
    const test = await setup();
    await link(test);
    const practice = await finishedPractice(test);
    const score = (no: number, body: unknown, user = test.teacher) =>
      test.call(user, 'PUT', `/api/practices/${practice.id}/questions/${no}/score`, body);
    const marked = await score(3, { score: 2, comment: 'Good reasoning' });
    expect(marked.statusCode).toBe(200);
    const view = marked.json() as PracticeView;
    expect(view.questions[2]).toMatchObject({ score: 2, comment: 'Good reasoning', markedBy: 'teacher' });
    expect(view.pendingMarking).toBe(1);
    expect(view.score).toBe(practice.score! + 2);
    // MC too, by the teacher only.
    expect((await score(1, { score: 0 })).json().questions[0].markedBy).toBe('teacher');
    const self = await score(3, { score: 1 }, test.student);
    expect([self.statusCode, self.json().error.code]).toEqual([409, 'marked_by_teacher']);
    expect((await score(4, { score: 1 }, test.student)).statusCode).toBe(200);
    const over = await score(3, { score: 9 });
    expect([over.statusCode, over.json().error.code]).toEqual([400, 'invalid_score']);
  });
});

describe("editing a question in a student's practice", () => {
  async function linkedWithPractice() {
    const test = await setup();
    await link(test);
    const practice = await finishedPractice(test);
    const copyPath = (no: number) => `/api/practice-questions/${practice.questions[no - 1]!.id}`;
    return { test, practice, copyPath };
  }

  it('changes the copy and its preview, never the bank question', async () => {
    const { test, practice, copyPath } = await linkedWithPractice();
    const bankBefore = await test.app.db.selectFrom('questions').selectAll().execute();
    const res = await test.call(test.teacher, 'PATCH', copyPath(3), {
      question: 'Explain why $F = ma$ holds here.',
      solution: 'Newton **second** law.',
      level: 3,
    });
    expect(res.statusCode).toBe(200);
    const copy = res.json() as PracticeQuestionCopyView;
    expect(copy).toMatchObject({ question: 'Explain why $F = ma$ holds here.', level: 3, locale: 'en', questionNo: 3 });
    expect(copy.preview.questionHtml).toContain('katex');
    expect(copy.preview.solutionHtml).toContain('<strong>second</strong>');
    expect(copy.editedAt).toEqual(expect.any(Number));
    expect(await test.app.db.selectFrom('questions').selectAll().execute()).toEqual(bankBefore);

    const seen = (await test.call(test.student, 'GET', `/api/practices/${practice.id}`)).json() as PracticeView;
    expect(seen.questions[2]!.questionHtml).toContain('katex');
    expect(seen.questions[2]!.editedAt).toBe(copy.editedAt);
    const got = await test.call(test.teacher, 'GET', copyPath(3));
    expect(got.json().question).toBe('Explain why $F = ma$ holds here.');
  });

  it("re-marks an MC answer when its correct answer changes, and the practice's score follows", async () => {
    const { test, practice, copyPath } = await linkedWithPractice();
    const answered = practice.questions[0]!;
    const before = practice.score!;
    const wasRight = answered.correctAns === answered.ans;
    const res = await test.call(test.teacher, 'PATCH', copyPath(1), { correctAns: wasRight ? 'd' : 'a' });
    expect(res.json().correctAns).toBe(wasRight ? 'd' : 'a');
    const after = (await test.call(test.student, 'GET', `/api/practices/${practice.id}`)).json() as PracticeView;
    expect(after.questions[0]).toMatchObject({ score: wasRight ? 0 : 1, markedBy: 'auto' });
    expect(after.score).toBe(before + (wasRight ? -1 : 1));
  });

  it('turning MC into a written question leaves it awaiting a mark, with a clamped total score', async () => {
    const { test, practice, copyPath } = await linkedWithPractice();
    const res = await test.call(test.teacher, 'PATCH', copyPath(2), { type: 'long', totalScore: 40 });
    expect(res.json()).toMatchObject({ type: 'long', totalScore: 13, correctAns: null });
    const after = (await test.call(test.teacher, 'GET', `/api/practices/${practice.id}`)).json() as PracticeView;
    expect(after.questions[1]).toMatchObject({ type: 'long', score: null, totalScore: 13 });
    expect(after.pendingMarking).toBe(practice.pendingMarking + 1);
    expect(after.totalScore).toBe(practice.totalScore + 12);
  });

  it('lists formulas KaTeX cannot parse and refuses bad values', async () => {
    const { test, copyPath } = await linkedWithPractice();
    const res = await test.call(test.teacher, 'PATCH', copyPath(1), { options: { b: 'Broken $\\frac{1}$' } });
    expect(res.json().latexErrors.map((e: { field: string }) => e.field)).toEqual(['options.b']);
    const bad = await test.call(test.teacher, 'PATCH', copyPath(1), { level: 7 });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'invalid_level']);
    const extra = await test.call(test.teacher, 'PATCH', copyPath(1), { approved: true });
    expect(extra.statusCode).toBe(400);
  });

  it('is not found for another teacher, an unknown id, or once the student removes the teacher', async () => {
    const { test, copyPath } = await linkedWithPractice();
    const other = await test.make.user('teacher');
    expect((await test.call(other, 'GET', copyPath(1))).statusCode).toBe(404);
    expect((await test.call(other, 'PATCH', copyPath(1), { level: 2 })).statusCode).toBe(404);
    expect((await test.call(test.teacher, 'GET', '/api/practice-questions/nope')).statusCode).toBe(404);
    await test.call(test.student, 'DELETE', `/api/teachers/${test.teacher.id}`);
    const gone = await test.call(test.teacher, 'PATCH', copyPath(1), { level: 2 });
    expect([gone.statusCode, gone.json().error.code]).toEqual([404, 'question_not_found']);
  });
});
