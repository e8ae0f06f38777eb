import { describe, expect, it } from 'vitest';
import type {
  AssignmentListResponse,
  AssignmentResults,
  AssignmentView,
  StudentAssignmentSummary,
  TeacherAssignmentSummary,
} from '../../../common/assignments';
import { defaultAssignmentCounts } from '../../../common/assignments';
import type { PracticeView } from '../../../common/practice';
import type { Me } from '../../../common/profile';
import { createClassroom } from '../../test/classroom';
import type { TestUser } from '../../test/factories';
import { paperForm } from '../../test/requests';
import { countRows } from '../../test/snapshot';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const DAY = 86_400_000;
/** The form's fields of a blank paper: no chapters, no questions. */
const BLANK = { mode: 'blank', chapterIds: [], noOfMCQuestions: 0, noOfShortQuestions: 0, noOfLongQuestions: 0 };

async function setup() {
  const test = await createClassroom();
  const premium = (user: TestUser) => test.make.premium(user, 'teacher');
  return { ...test, premium };
}
type Setup = Awaited<ReturnType<typeof setup>>;

function body(test: Setup, extra: Record<string, unknown> = {}) {
  return {
    mode: 'bank',
    ...paperForm(test.catalogue, { mc: 2, short: 1, long: 1 }),
    dueDate: Date.now() + 3 * DAY,
    studentIds: [],
    remark: 'Revise chapter 1 first',
    ...extra,
  };
}

async function create(test: Setup, extra: Record<string, unknown> = {}, teacher = test.teacher): Promise<string> {
  const res = await test.call(teacher, 'POST', '/api/assignments', body(test, extra));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** A published assignment for the (linked) student. */
async function published(test: Setup, extra: Record<string, unknown> = {}): Promise<string> {
  await test.make.link(test.teacher, test.student);
  const id = await create(test, { studentIds: [test.student.id], ...extra });
  expect((await test.call(test.teacher, 'POST', `/api/assignments/${id}/publish`)).statusCode).toBe(200);
  return id;
}

const count = async (test: Setup, table: 'assignments' | 'assignmentQuestions' | 'assignmentStudents' | 'practices') =>
  countRows(test.app.db, table);

const errorOf = (res: { statusCode: number; json: () => { error: { code: string } } }) => [
  res.statusCode,
  res.json().error.code,
];

describe('creating an assignment', () => {
  it('draws and copies questions from the bank, unpublished, for linked accepted students', async () => {
    const test = await setup();
    await test.make.link(test.teacher, test.student);
    const id = await create(test, { studentIds: [test.student.id] });
    const view = (await test.call(test.teacher, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    expect(view).toMatchObject({
      mode: 'bank',
      published: false,
      status: 'not_published',
      noOfQuestions: 4,
      noOfMCQuestions: 2,
      noOfShortQuestions: 1,
      noOfLongQuestions: 1,
      remark: 'Revise chapter 1 first',
      teacher: { id: test.teacher.id, displayName: 'Ms Wong' },
      students: [{ id: test.student.id, displayName: 'Chan Tai Man' }],
    });
    expect(view.questions.map((q) => q.type)).toEqual(['mc', 'mc', 'short', 'long']);
    expect(view.questions.map((q) => q.questionNo)).toEqual([1, 2, 3, 4]);
    // The teacher's view holds answers and solutions; the copies point back at the bank questions.
    expect(view.questions[0]!.correctAns).toMatch(/^[abcd]$/);
    expect(view.questions.every((q) => q.questionId?.startsWith('q-'))).toBe(true);
    expect(view.questions[0]!.questionHtml).toContain('katex');
  });

  it('makes a blank assignment with no chapters and no questions', async () => {
    const test = await setup();
    const id = await create(test, BLANK);
    const view = (await test.call(test.teacher, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    expect(view).toMatchObject({ mode: 'blank', noOfQuestions: 0, questions: [], chapterIds: [] });
  });

  it('refuses bad chapters, a past due date and students who are not linked and accepted, writing nothing', async () => {
    const test = await setup();
    const other = await test.make.catalogue();
    const pending = await test.make.user('student');
    const stranger = await test.make.user('student');
    await test.make.link(test.teacher, test.student);
    expect((await test.call(test.teacher, 'POST', '/api/students', { email: pending.email })).statusCode).toBe(201);

    const post = (extra: Record<string, unknown>) =>
      test.call(test.teacher, 'POST', '/api/assignments', body(test, extra));
    expect(errorOf(await post({ chapterIds: [] }))).toEqual([400, 'invalid_chapters']);
    expect(errorOf(await post({ chapterIds: other.chapterIds }))).toEqual([400, 'invalid_chapters']);
    expect(errorOf(await post({ chapterIds: ['nope'] }))).toEqual([400, 'invalid_chapters']);
    expect(errorOf(await post({ dueDate: Date.now() - 60_000 }))).toEqual([400, 'invalid_due_date']);
    expect(errorOf(await post({ dueDate: Date.now() + 400 * DAY }))).toEqual([400, 'invalid_due_date']);
    expect(errorOf(await post({ studentIds: [stranger.id] }))).toEqual([400, 'invalid_students']);
    expect(errorOf(await post({ studentIds: [test.student.id, pending.id] }))).toEqual([400, 'invalid_students']);
    expect(errorOf(await post({ studentIds: [test.teacher.id] }))).toEqual([400, 'invalid_students']);
    expect(errorOf(await post({ noOfMCQuestions: 51 }))).toEqual([400, 'invalid_count']);
    expect(errorOf(await post({ timeLimit: 0 }))).toEqual([400, 'invalid_time_limit']);
    expect(errorOf(await post({ noOfLongQuestions: 9 }))).toEqual([422, 'not_enough_questions']);
    expect(await count(test, 'assignments')).toBe(0);
    expect(await count(test, 'assignmentQuestions')).toBe(0);
    expect(await count(test, 'assignmentStudents')).toBe(0);
  });

  it('is for teachers and schools only', async () => {
    const test = await setup();
    expect(errorOf(await test.call(test.student, 'POST', '/api/assignments', body(test)))).toEqual([403, 'forbidden']);
    expect((await test.call(null, 'POST', '/api/assignments', body(test))).statusCode).toBe(401);
    const school = await test.make.user('school');
    await test.premium(school);
    const id = await create(test, {}, school);
    const row = await test.app.db
      .selectFrom('assignments')
      .select(['teacherId', 'schoolId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ teacherId: school.id, schoolId: school.id });
  });

  it('holds free teachers to 5 questions an assignment and 3 assignments a day, refusing, never trimming', async () => {
    const test = await setup();
    const free = await test.make.user('teacher');
    const post = (extra: Record<string, unknown>) => test.call(free, 'POST', '/api/assignments', body(test, extra));
    const tooMany = await post({ noOfMCQuestions: 3, noOfShortQuestions: 2 });
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.json().error).toMatchObject({ code: 'free_limit_assignment_questions', params: { limit: 5 } });
    expect(await count(test, 'assignments')).toBe(0);
    for (let i = 0; i < 3; i++) expect((await post({})).statusCode).toBe(201);
    // Deleting one does not give it back.
    const [first] = await test.app.db.selectFrom('assignments').select('id').execute();
    expect((await test.call(free, 'DELETE', `/api/assignments/${first!.id}`)).statusCode).toBe(204);
    const fourth = await post({});
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().error).toMatchObject({ code: 'free_limit_assignments', params: { limit: 3 } });
    expect(await count(test, 'assignments')).toBe(3);
    // The premium teacher is not limited.
    for (let i = 0; i < 4; i++) await create(test);
  });

  it("lets a free teacher's first assignment succeed with the form's defaults for the plan (issue 26.2)", async () => {
    const test = await setup();
    const free = await test.make.user('teacher');
    await test.make.freeLimits({ questionsPerAssignment: 4 });
    const me = (await test.call(free, 'GET', '/api/me')).json() as Me;
    expect(me.freeLimit?.questionsPerAssignment).toBe(4);
    const counts = defaultAssignmentCounts(me.freeLimit?.questionsPerAssignment ?? null);
    const first = await test.call(
      free,
      'POST',
      '/api/assignments',
      body(test, { noOfMCQuestions: counts.mc, noOfShortQuestions: counts.short, noOfLongQuestions: counts.long }),
    );
    expect(first.statusCode, first.body).toBe(201);
    // A premium teacher has no limit to fit: the form opens on its usual counts.
    expect(((await test.call(test.teacher, 'GET', '/api/me')).json() as Me).freeLimit).toBeNull();
  });
});

describe('who sees an assignment', () => {
  it('is not found for a stranger teacher, an unassigned student and an assigned student before publishing', async () => {
    const test = await setup();
    const strangerTeacher = await test.make.user('teacher');
    const unassigned = await test.make.user('student');
    await test.make.link(test.teacher, unassigned);
    const admin = await test.make.user('admin');
    await test.make.link(test.teacher, test.student);
    const id = await create(test, { studentIds: [test.student.id] });

    for (const [user, method, url, payload] of [
      [strangerTeacher, 'GET', `/api/assignments/${id}`],
      [strangerTeacher, 'PATCH', `/api/assignments/${id}`, { remark: 'mine now' }],
      [strangerTeacher, 'POST', `/api/assignments/${id}/publish`],
      [strangerTeacher, 'GET', `/api/assignments/${id}/results`],
      [strangerTeacher, 'DELETE', `/api/assignments/${id}`],
      [
        strangerTeacher,
        'POST',
        `/api/assignments/${id}/questions`,
        { source: 'bank', chapterId: test.catalogue.chapterIds[0], type: 'mc', level: 1 },
      ],
      [test.student, 'GET', `/api/assignments/${id}`],
      [test.student, 'POST', `/api/assignments/${id}/start`],
      [unassigned, 'GET', `/api/assignments/${id}`],
    ] as Array<[TestUser, Method, string, unknown?]>) {
      const res = await test.call(user, method, url, payload);
      expect([method, url, ...errorOf(res)]).toEqual([method, url, 404, 'assignment_not_found']);
    }
    // Other roles are refused by role before anything is looked up.
    expect(errorOf(await test.call(admin, 'GET', `/api/assignments/${id}`))).toEqual([403, 'forbidden']);
    const studentList = (await test.call(test.student, 'GET', '/api/assignments')).json() as AssignmentListResponse;
    expect(studentList).toEqual({ role: 'student', assignments: [], unsubmitted: 0 });
    const strangerList = (await test.call(strangerTeacher, 'GET', '/api/assignments')).json() as AssignmentListResponse;
    expect(strangerList.assignments).toEqual([]);

    expect((await test.call(test.teacher, 'POST', `/api/assignments/${id}/publish`)).statusCode).toBe(200);
    const view = (await test.call(test.student, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    // The student sees the assignment, never its paper: questions come with their own practice.
    expect(view).toMatchObject({ id, status: 'new', questions: [], practiceId: null });
    expect(errorOf(await test.call(unassigned, 'GET', `/api/assignments/${id}`))).toEqual([
      404,
      'assignment_not_found',
    ]);
    expect(errorOf(await test.call(unassigned, 'POST', `/api/assignments/${id}/start`))).toEqual([
      404,
      'assignment_not_found',
    ]);
    expect(errorOf(await test.call(strangerTeacher, 'GET', `/api/assignments/${id}`))).toEqual([
      404,
      'assignment_not_found',
    ]);
    // Students do not manage assignments.
    expect((await test.call(test.student, 'GET', `/api/assignments/${id}/results`)).statusCode).toBe(403);
    expect((await test.call(test.student, 'DELETE', `/api/assignments/${id}`)).statusCode).toBe(403);
  });

  it('lists with status labels: teacher not published, then due; student only published ones, with unsubmitted count', async () => {
    const test = await setup();
    await test.make.link(test.teacher, test.student);
    const draft = await create(test, { studentIds: [test.student.id] });
    const today = await create(test, { studentIds: [test.student.id], dueDate: Date.now() + 60_000 });
    await test.call(test.teacher, 'POST', `/api/assignments/${today}/publish`);

    const teacherList = (await test.call(test.teacher, 'GET', '/api/assignments')).json() as {
      role: 'teacher';
      assignments: TeacherAssignmentSummary[];
      toCheck: number;
    };
    expect(teacherList.role).toBe('teacher');
    expect(teacherList.assignments.map((a) => [a.id, a.status])).toEqual([
      [today, expect.stringMatching(/^due_(today|tomorrow)$/)],
      [draft, 'not_published'],
    ]);
    expect(teacherList.assignments[0]).toMatchObject({
      studentCount: 1,
      submittedCount: 0,
      students: [{ id: test.student.id, displayName: 'Chan Tai Man' }],
      subject: { id: test.catalogue.subjectId },
    });

    const studentList = (await test.call(test.student, 'GET', '/api/assignments')).json() as {
      assignments: StudentAssignmentSummary[];
      unsubmitted: number;
    };
    expect(studentList.assignments.map((a) => a.id)).toEqual([today]);
    expect(studentList.unsubmitted).toBe(1);
    expect(studentList.assignments[0]).toMatchObject({ practiceId: null, finishedAt: null, late: false });
  });
});

describe('publishing, changing and deleting', () => {
  it('reorders and drops copies before publishing, then keeps the paper fixed', async () => {
    const test = await setup();
    await test.make.link(test.teacher, test.student);
    const id = await create(test, { studentIds: [test.student.id] });
    const before = (await test.call(test.teacher, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    const ids = before.questions.map((q) => q.id);
    const order = [ids[3]!, ids[0]!, ids[2]!];
    const res = await test.call(test.teacher, 'PATCH', `/api/assignments/${id}`, {
      questionIds: order,
      timeLimit: 45,
      remark: 'New remark',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as AssignmentView;
    expect(after.questions.map((q) => q.id)).toEqual(order);
    expect(after).toMatchObject({
      timeLimit: 45,
      remark: 'New remark',
      noOfQuestions: 3,
      noOfMCQuestions: 1,
      noOfShortQuestions: 1,
      noOfLongQuestions: 1,
    });

    expect(
      errorOf(await test.call(test.teacher, 'PATCH', `/api/assignments/${id}`, { questionIds: [...order, 'x'] })),
    ).toEqual([400, 'invalid_request']);
    expect(
      errorOf(await test.call(test.teacher, 'PATCH', `/api/assignments/${id}`, { dueDate: Date.now() - 1000 })),
    ).toEqual([400, 'invalid_due_date']);

    expect((await test.call(test.teacher, 'POST', `/api/assignments/${id}/publish`)).statusCode).toBe(200);
    // Publishing twice changes nothing.
    expect((await test.call(test.teacher, 'POST', `/api/assignments/${id}/publish`)).json()).toMatchObject({
      published: true,
    });
    expect(
      errorOf(await test.call(test.teacher, 'PATCH', `/api/assignments/${id}`, { questionIds: order.slice(1) })),
    ).toEqual([409, 'assignment_published']);
    expect(errorOf(await test.call(test.teacher, 'PATCH', `/api/assignments/${id}`, { timeLimit: 10 }))).toEqual([
      409,
      'assignment_published',
    ]);
    expect(
      errorOf(
        await test.call(test.teacher, 'PATCH', `/api/assignments/${id}/questions/${order[0]}`, { question: 'x' }),
      ),
    ).toEqual([409, 'assignment_published']);
    // The due date and remark may still change.
    const later = Date.now() + 5 * DAY;
    expect((await test.call(test.teacher, 'PATCH', `/api/assignments/${id}`, { dueDate: later })).json()).toMatchObject(
      { dueDate: later },
    );
  });

  it('needs students and questions to publish; an assignment for nobody is printed instead', async () => {
    const test = await setup();
    const nobody = await create(test);
    expect(errorOf(await test.call(test.teacher, 'POST', `/api/assignments/${nobody}/publish`))).toEqual([
      400,
      'invalid_students',
    ]);
    await test.make.link(test.teacher, test.student);
    const blank = await create(test, {
      ...BLANK,
      studentIds: [test.student.id],
    });
    expect(errorOf(await test.call(test.teacher, 'POST', `/api/assignments/${blank}/publish`))).toEqual([
      400,
      'invalid_count',
    ]);
  });

  it('changes students: removes one, adds a linked one, refuses an unlinked one', async () => {
    const test = await setup();
    const id = await published(test);
    const second = await test.make.user('student', { name: 'Lee Siu Ming' });
    const stranger = await test.make.user('student');
    await test.make.link(test.teacher, second);
    const res = await test.call(test.teacher, 'PATCH', `/api/assignments/${id}`, { studentIds: [second.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AssignmentView).students.map((s) => s.id)).toEqual([second.id]);
    expect(errorOf(await test.call(test.student, 'GET', `/api/assignments/${id}`))).toEqual([
      404,
      'assignment_not_found',
    ]);
    expect((await test.call(second, 'GET', `/api/assignments/${id}`)).statusCode).toBe(200);
    expect(
      errorOf(await test.call(test.teacher, 'PATCH', `/api/assignments/${id}`, { studentIds: [stranger.id] })),
    ).toEqual([400, 'invalid_students']);
    // Added back, the first student is assigned again.
    await test.call(test.teacher, 'PATCH', `/api/assignments/${id}`, { studentIds: [second.id, test.student.id] });
    expect((await test.call(test.student, 'GET', `/api/assignments/${id}`)).statusCode).toBe(200);
  });

  it('deletes softly: gone for its teacher and students, the row stays', async () => {
    const test = await setup();
    const id = await published(test);
    expect((await test.call(test.teacher, 'DELETE', `/api/assignments/${id}`)).statusCode).toBe(204);
    expect((await test.call(test.teacher, 'GET', `/api/assignments/${id}`)).statusCode).toBe(404);
    expect((await test.call(test.student, 'GET', `/api/assignments/${id}`)).statusCode).toBe(404);
    expect(
      ((await test.call(test.student, 'GET', '/api/assignments')).json() as AssignmentListResponse).assignments,
    ).toEqual([]);
    expect(await count(test, 'assignments')).toBe(1);
  });
});

describe('the paper: adding and editing copies', () => {
  it('adds from the bank and written questions to a blank paper, edits a copy, and never touches the bank', async () => {
    const test = await setup();
    const id = await create(test, BLANK);
    const chapterId = test.catalogue.chapterIds[0]!;
    const add = (payload: unknown) => test.call(test.teacher, 'POST', `/api/assignments/${id}/questions`, payload);
    const fromBank = await add({ source: 'bank', chapterId, type: 'mc', level: 2 });
    expect(fromBank.statusCode, fromBank.body).toBe(201);
    const written = await add({
      source: 'new',
      chapterId,
      type: 'long',
      level: 3,
      question: 'Prove that $\\sqrt 2$ is irrational.',
      solution: 'Suppose not.',
      totalScore: 6,
    });
    expect(written.statusCode, written.body).toBe(201);
    const view = written.json() as AssignmentView;
    expect(view.questions.map((q) => [q.type, q.totalScore, q.questionId === null])).toEqual([
      ['mc', 1, false],
      ['long', 6, true],
    ]);
    expect(view).toMatchObject({ noOfQuestions: 2, noOfMCQuestions: 1, noOfLongQuestions: 1 });

    expect(errorOf(await add({ source: 'new', chapterId, type: 'mc', level: 1, question: 'Which?' }))).toEqual([
      400,
      'invalid_answer',
    ]);
    const otherSubject = await test.make.catalogue();
    expect(errorOf(await add({ source: 'bank', chapterId: otherSubject.chapterIds[0], type: 'mc', level: 1 }))).toEqual(
      [400, 'invalid_chapters'],
    );

    const bankId = view.questions[0]!.questionId!;
    const bankBefore = await test.app.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', bankId)
      .executeTakeFirst();
    const edited = await test.call(test.teacher, 'PATCH', `/api/assignments/${id}/questions/${view.questions[0]!.id}`, {
      question: 'What is $1 + 1$ really?',
      correctAns: 'd',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as AssignmentView).questions[0]).toMatchObject({
      correctAns: 'd',
      source: { question: 'What is $1 + 1$ really?' },
    });
    const bankAfter = await test.app.db.selectFrom('questions').selectAll().where('id', '=', bankId).executeTakeFirst();
    expect(bankAfter).toEqual(bankBefore);
    expect(
      errorOf(await test.call(test.teacher, 'PATCH', `/api/assignments/${id}/questions/nope`, { question: 'x' })),
    ).toEqual([404, 'question_not_found']);
  });

  it('keeps a free teacher within 5 questions when adding', async () => {
    const test = await setup();
    const free = await test.make.user('teacher');
    const res = await test.call(
      free,
      'POST',
      '/api/assignments',
      body(test, { noOfMCQuestions: 3, noOfShortQuestions: 1, noOfLongQuestions: 1 }),
    );
    const { id } = res.json() as { id: string };
    const added = await test.call(free, 'POST', `/api/assignments/${id}/questions`, {
      source: 'bank',
      chapterId: test.catalogue.chapterIds[0],
      type: 'short',
      level: 1,
    });
    expect(added.statusCode).toBe(403);
    expect(added.json().error).toMatchObject({ code: 'free_limit_assignment_questions', params: { limit: 5 } });
    expect(await count(test, 'assignmentQuestions')).toBe(5);
  });
});

describe('a student doing an assignment', () => {
  it('starts once (the same practice every time), a practice holding copies, answers hidden until finished', async () => {
    const test = await setup();
    const id = await published(test);
    const first = await test.call(test.student, 'POST', `/api/assignments/${id}/start`);
    expect(first.statusCode, first.body).toBe(200);
    const { practiceId } = first.json() as { practiceId: string };
    const again = await Promise.all([
      test.call(test.student, 'POST', `/api/assignments/${id}/start`),
      test.call(test.student, 'POST', `/api/assignments/${id}/start`),
    ]);
    expect(again.map((res) => res.json().practiceId)).toEqual([practiceId, practiceId]);
    expect(await count(test, 'practices')).toBe(1);

    const practice = (await test.call(test.student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    const paper = (await test.call(test.teacher, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    expect(practice).toMatchObject({ assignmentId: id, timeLimit: 30, noOfQuestions: 4, finishedAt: null });
    expect(practice.questions.map((q) => q.questionHtml)).toEqual(paper.questions.map((q) => q.questionHtml));
    expect(practice.questions.every((q) => q.correctAns === null && q.solutionHtml === null)).toBe(true);
    // Its own copies: ids differ from the assignment's.
    expect(practice.questions.map((q) => q.id)).not.toContain(paper.questions[0]!.id);

    const view = (await test.call(test.student, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    expect(view.practiceId).toBe(practiceId);
    // An assignment practice is not the student's to delete.
    expect((await test.call(test.student, 'DELETE', `/api/practices/${practiceId}`)).statusCode).toBe(403);
  });

  it('accepts a late submission and marks it late; the teacher marks a written answer with the practice score route', async () => {
    const test = await setup();
    const id = await published(test);
    const { practiceId } = (await test.call(test.student, 'POST', `/api/assignments/${id}/start`)).json() as {
      practiceId: string;
    };
    const practice = (await test.call(test.student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    const paper = (await test.call(test.teacher, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    const mc = paper.questions[0]!;
    await test.call(test.student, 'PUT', `/api/practices/${practiceId}/answers/1`, { ans: mc.correctAns, seq: 1 });
    await test.call(test.student, 'PUT', `/api/practices/${practiceId}/answers/3`, { ans: 'Because.', seq: 1 });
    // The due date passes while the student works.
    await test.app.db
      .updateTable('assignments')
      .set({ dueDate: Date.now() - 1000 })
      .where('id', '=', id)
      .execute();
    const submitted = await test.call(test.student, 'POST', `/api/practices/${practiceId}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((submitted.json() as PracticeView).finishedAt).not.toBeNull();
    expect(practice.questions).toHaveLength(4);

    const studentList = (await test.call(test.student, 'GET', '/api/assignments')).json() as {
      assignments: StudentAssignmentSummary[];
      unsubmitted: number;
    };
    expect(studentList.assignments[0]).toMatchObject({ status: 'finished', late: true, practiceId });
    expect(studentList.unsubmitted).toBe(0);

    const marked = await test.call(test.teacher, 'PUT', `/api/practices/${practiceId}/questions/3/score`, {
      score: 2,
      comment: 'Say why.',
    });
    expect(marked.statusCode, marked.body).toBe(200);

    const results = (
      await test.call(test.teacher, 'GET', `/api/assignments/${id}/results`)
    ).json() as AssignmentResults;
    expect(results.students).toEqual([
      expect.objectContaining({ practiceId, late: true, score: 1 + 2, pendingMarking: 1 }),
    ]);
    expect(results.questions[0]).toMatchObject({ type: 'mc', facility: 1 });
    expect(results.questions[0]!.optionCounts).toMatchObject({ [mc.correctAns!]: 1 });
    expect(results.questions[1]!.optionCounts).toMatchObject({ blank: 1 });
    expect(results.questions[1]!.facility).toBe(0);
    expect(results.questions[3]!.facility).toBeNull();
    expect(results.chapters.reduce((sum, c) => sum + c.questionCount, 0)).toBe(4);
    // The student sees the teacher's mark and comment on their result.
    const result = (await test.call(test.student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    expect(result.questions[2]).toMatchObject({ score: 2, comment: 'Say why.', markedBy: 'teacher' });
  });

  it('after the due date an assignment is not checked until its teacher opens the results, then checked', async () => {
    const test = await setup();
    const id = await published(test);
    await test.app.db
      .updateTable('assignments')
      .set({ dueDate: Date.now() - 1000 })
      .where('id', '=', id)
      .execute();
    const list = async () =>
      (await test.call(test.teacher, 'GET', '/api/assignments')).json() as {
        assignments: TeacherAssignmentSummary[];
        toCheck: number;
      };
    expect((await list()).assignments[0]!.status).toBe('not_checked');
    expect((await list()).toCheck).toBe(1);
    const studentList = (await test.call(test.student, 'GET', '/api/assignments')).json() as {
      assignments: StudentAssignmentSummary[];
    };
    expect(studentList.assignments[0]!.status).toBe('overdue');

    const results = (
      await test.call(test.teacher, 'GET', `/api/assignments/${id}/results`)
    ).json() as AssignmentResults;
    expect(results.students).toEqual([expect.objectContaining({ practiceId: null, finishedAt: null, late: false })]);
    expect((await list()).assignments[0]!.status).toBe('checked');
    expect((await list()).toCheck).toBe(0);
    // Starting late is allowed.
    expect((await test.call(test.student, 'POST', `/api/assignments/${id}/start`)).statusCode).toBe(200);
  });
});
