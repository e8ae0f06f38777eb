import { describe, expect, it } from 'vitest';
import type { AssignmentResults, AssignmentView } from '../../../common/assignments';
import type { PracticeView } from '../../../common/practice';
import { createTestApp } from '../../test/app';
import { type BankRow, MOCK_SUBJECT } from '../../test/factories';
import { paperForm } from '../../test/requests';

// A full mock paper set as an assignment (issue 28 item 8), on the real blueprints in content/blueprints:
// Maths CP Paper 1 is three written sections of 35 marks (A(1) short 3-5 marks, 8-11 questions; A(2) long 5-8 marks;
// B three long of 10-13 marks), 2 h 15 min; Paper 2 is 45 MC in two sections (30 + 15), 1 h 15 min.
const SUBJECT = MOCK_SUBJECT;
const PAPER_1 = 'hkdse-math-cp-paper1';
const PAPER_2 = 'hkdse-math-cp-paper2';
const DAY = 86_400_000;

/** A bank that fills both papers, all in one chapter (`cp-ch1`). */
const BANK: BankRow[] = [
  { type: 'mc', marks: 1, count: 50 },
  { type: 'short', marks: 5, count: 4 },
  { type: 'short', marks: 4, count: 6 },
  { type: 'long', marks: 7, count: 6 },
  { type: 'long', marks: 12, count: 2 },
  { type: 'long', marks: 11, count: 2 },
];

async function setup(options: { premium?: boolean } = {}) {
  const test = await createTestApp();
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const student = await test.make.user('student', { name: 'Chan Tai Man' });
  const stranger = await test.make.user('student', { name: 'Lee Siu Ming' });
  await test.make.mockSubject({ bank: BANK });
  if (options.premium !== false) await test.make.premium(teacher, 'teacher');
  await test.make.link(teacher, student);
  return { ...test, teacher, student, stranger };
}
type Setup = Awaited<ReturnType<typeof setup>>;

function mockBody(test: Setup, mockPaperId: string, extra: Record<string, unknown> = {}) {
  return {
    mode: 'mock',
    mockPaperId,
    subjectId: SUBJECT,
    chapterIds: [],
    locale: 'en',
    // The form sends the paper's time; the server takes it from the blueprint either way.
    timeLimit: 30,
    dueDate: Date.now() + 3 * DAY,
    studentIds: [test.student.id],
    ...extra,
  };
}

async function createMock(test: Setup, mockPaperId: string): Promise<AssignmentView> {
  const res = await test.call(test.teacher, 'POST', '/api/assignments', mockBody(test, mockPaperId));
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json() as { id: string };
  return (await test.call(test.teacher, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
}

const sectionsOf = (view: { mock: AssignmentView['mock'] }) =>
  view.mock?.sections.map(({ id, from, to, totalScore }) => ({ id, from, to, totalScore }));

describe('a full mock paper as an assignment', () => {
  it("is drawn to the paper's blueprint from the whole syllabus, in the paper's own time, by section", async () => {
    const test = await setup();
    const view = await createMock(test, PAPER_1);
    expect(view).toMatchObject({ mode: 'mock', published: false, timeLimit: 135, chapterIds: ['cp-ch1'] });
    expect(view.mock).toMatchObject({ mockPaperId: PAPER_1, title: { en: 'Mathematics (Compulsory Part) Paper 1' } });
    const sections = sectionsOf(view)!;
    expect(sections.map((s) => [s.id, s.totalScore])).toEqual([
      ['a1', 35],
      ['a2', 35],
      ['b', 35],
    ]);
    // The sections follow each other, numbered from 1, and hold the questions of their types and marks.
    expect(sections[0]!.from).toBe(1);
    expect(sections[1]!.from).toBe(sections[0]!.to + 1);
    expect(sections[2]).toMatchObject({ from: sections[1]!.to + 1, to: view.questions.length });
    const inSection = (s: (typeof sections)[number]) => view.questions.slice(s.from - 1, s.to);
    expect(inSection(sections[0]!).every((q) => q.type === 'short')).toBe(true);
    expect(inSection(sections[1]!).every((q) => q.type === 'long' && q.totalScore === 7)).toBe(true);
    expect(
      inSection(sections[2]!)
        .map((q) => q.totalScore)
        .sort(),
    ).toEqual([11, 12, 12]);
    expect(view.noOfQuestions).toBe(view.questions.length);
  });

  it('stays in section order as the teacher reorders, replaces and adds questions before publishing', async () => {
    const test = await setup();
    const view = await createMock(test, PAPER_1);
    const before = sectionsOf(view);
    const url = `/api/assignments/${view.id}`;

    // Reversed: each section's questions are reversed within it, and no question leaves its section.
    const reversed = view.questions.map((q) => q.id).reverse();
    const reordered = (await test.call(test.teacher, 'PATCH', url, { questionIds: reversed })).json() as AssignmentView;
    expect(sectionsOf(reordered)).toEqual(before);
    const a1 = before![0]!;
    expect(reordered.questions.slice(0, a1.to).map((q) => q.id)).toEqual(
      view.questions
        .slice(0, a1.to)
        .map((q) => q.id)
        .reverse(),
    );

    // Dropping a question of A(1) shortens that section only.
    const dropped = (
      await test.call(test.teacher, 'PATCH', url, { questionIds: reordered.questions.slice(1).map((q) => q.id) })
    ).json() as AssignmentView;
    expect(sectionsOf(dropped)![0]).toMatchObject({ from: 1, to: a1.to - 1 });

    // A written short question added at the end joins A(1), the section that takes short questions.
    const added = await test.call(test.teacher, 'POST', `${url}/questions`, {
      source: 'new',
      chapterId: 'cp-ch1',
      type: 'short',
      level: 2,
      question: 'Expand $(x + 1)^2$.',
      solution: '$x^2 + 2x + 1$',
      totalScore: 3,
    });
    expect(added.statusCode, added.body).toBe(201);
    const afterAdd = added.json() as AssignmentView;
    expect(sectionsOf(afterAdd)![0]).toMatchObject({
      from: 1,
      to: a1.to,
      totalScore: dropped.mock!.sections[0]!.totalScore + 3,
    });
    expect(afterAdd.questions[a1.to - 1]!.source.question).toBe('Expand $(x + 1)^2$.');
    // The later sections are where they were before the drop.
    expect(sectionsOf(afterAdd)!.slice(1)).toEqual(before!.slice(1));
  });

  it("goes past the spec's 120 minutes only as a mock: up to 180 on the confirm page, an ordinary paper stays at 120", async () => {
    const test = await setup();
    const mock = await createMock(test, PAPER_1);
    const longer = await test.call(test.teacher, 'PATCH', `/api/assignments/${mock.id}`, { timeLimit: 150 });
    expect(longer.statusCode, longer.body).toBe(200);
    expect((longer.json() as AssignmentView).timeLimit).toBe(150);
    expect((await test.call(test.teacher, 'PATCH', `/api/assignments/${mock.id}`, { timeLimit: 181 })).statusCode).toBe(
      400,
    );

    const created = await test.call(test.teacher, 'POST', '/api/assignments', {
      ...paperForm({ subjectId: SUBJECT, chapterIds: ['cp-ch1'] }, { mc: 1 }),
      mode: 'bank',
      dueDate: Date.now() + 3 * DAY,
    });
    expect(created.statusCode, created.body).toBe(201);
    const bank = created.json() as AssignmentView;
    const refused = await test.call(test.teacher, 'PATCH', `/api/assignments/${bank.id}`, { timeLimit: 121 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'invalid_time_limit' } });
    const unchanged = (await test.call(test.teacher, 'GET', `/api/assignments/${bank.id}`)).json() as AssignmentView;
    expect(unchanged.timeLimit).toBe(30);
  });

  it('is not found for a student it is not set for, nor another teacher; its students see it once published', async () => {
    const test = await setup();
    const view = await createMock(test, PAPER_2);
    const otherTeacher = await test.make.user('teacher');
    expect((await test.call(test.student, 'GET', `/api/assignments/${view.id}`)).statusCode).toBe(404);
    expect((await test.call(test.teacher, 'POST', `/api/assignments/${view.id}/publish`)).statusCode).toBe(200);
    for (const [user, method, path] of [
      [test.stranger, 'GET', ''],
      [test.stranger, 'POST', '/start'],
      [otherTeacher, 'GET', ''],
      [otherTeacher, 'GET', '/results'],
    ] as const) {
      const res = await test.call(user, method, `/api/assignments/${view.id}${path}`);
      expect([path, res.statusCode]).toEqual([path, 404]);
    }
    const list = (await test.call(test.student, 'GET', '/api/assignments')).json() as {
      assignments: Array<{ id: string; mode: string; timeLimit: number }>;
    };
    expect(list.assignments).toEqual([expect.objectContaining({ id: view.id, mode: 'mock', timeLimit: 75 })]);
  });

  it('is taken timed, MC marked at once: results by section with the estimated level', async () => {
    const test = await setup();
    const view = await createMock(test, PAPER_2);
    expect(sectionsOf(view)).toEqual([
      { id: 'a', from: 1, to: 30, totalScore: 30 },
      { id: 'b', from: 31, to: 45, totalScore: 15 },
    ]);
    await test.call(test.teacher, 'POST', `/api/assignments/${view.id}/publish`);
    const started = Date.now();
    const { practiceId } = (await test.call(test.student, 'POST', `/api/assignments/${view.id}/start`)).json() as {
      practiceId: string;
    };
    const practice = (await test.call(test.student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    expect(practice.timeLimit).toBe(75);
    expect(practice.deadlineAt - started).toBeGreaterThanOrEqual(75 * 60_000 - 5_000);
    expect(practice.mock?.sections.map((s) => [s.id, s.from, s.to])).toEqual([
      ['a', 1, 30],
      ['b', 31, 45],
    ]);
    // Right in Section A, Section B left blank.
    for (const q of view.questions.slice(0, 30))
      await test.call(test.student, 'PUT', `/api/practices/${practiceId}/answers/${q.questionNo}`, {
        ans: q.correctAns,
        seq: 1,
      });
    expect((await test.call(test.student, 'POST', `/api/practices/${practiceId}/submit`)).statusCode).toBe(200);

    const results = (
      await test.call(test.teacher, 'GET', `/api/assignments/${view.id}/results`)
    ).json() as AssignmentResults;
    expect(results.mock?.sections.map((s) => s.id)).toEqual(['a', 'b']);
    expect(results.students).toEqual([
      expect.objectContaining({
        practiceId,
        score: 30,
        sectionScores: [30, 0],
        grade: { grade: '3', color: '#43a047' },
      }),
    ]);
    const result = (await test.call(test.student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    expect(result.mock?.sections.map((s) => s.score)).toEqual([30, 0]);
  });

  it('has its written answers marked by the teacher: a section and the level show once marked', async () => {
    const test = await setup();
    const view = await createMock(test, PAPER_1);
    await test.call(test.teacher, 'POST', `/api/assignments/${view.id}/publish`);
    const { practiceId } = (await test.call(test.student, 'POST', `/api/assignments/${view.id}/start`)).json() as {
      practiceId: string;
    };
    for (const q of view.questions)
      await test.call(test.student, 'PUT', `/api/practices/${practiceId}/answers/${q.questionNo}`, {
        ans: 'My working.',
        seq: 1,
      });
    await test.call(test.student, 'POST', `/api/practices/${practiceId}/submit`);
    const resultsUrl = `/api/assignments/${view.id}/results`;
    const waiting = (await test.call(test.teacher, 'GET', resultsUrl)).json() as AssignmentResults;
    expect(waiting.students[0]).toMatchObject({ sectionScores: [null, null, null], grade: null });

    // Section A(1) in full marks first: that section reads, the others and the level wait.
    const [a1, a2, b] = view.mock!.sections;
    const mark = (q: AssignmentView['questions'][number], score: number) =>
      test.call(test.teacher, 'PUT', `/api/practices/${practiceId}/questions/${q.questionNo}/score`, { score });
    for (const q of view.questions.slice(a1!.from - 1, a1!.to))
      expect((await mark(q, q.totalScore)).statusCode).toBe(200);
    const partly = (await test.call(test.teacher, 'GET', resultsUrl)).json() as AssignmentResults;
    expect(partly.students[0]).toMatchObject({ sectionScores: [35, null, null], grade: null });

    for (const q of view.questions.slice(a2!.from - 1, b!.to)) await mark(q, 0);
    const marked = (await test.call(test.teacher, 'GET', resultsUrl)).json() as AssignmentResults;
    // 35 of 105 is a third: level U on these bands.
    expect(marked.students[0]).toMatchObject({ score: 35, sectionScores: [35, 0, 0], grade: { grade: 'U' } });
  });

  it('keeps a free teacher to their questions per assignment, refusing with the upsell code and writing nothing', async () => {
    const test = await setup({ premium: false });
    const res = await test.call(test.teacher, 'POST', '/api/assignments', mockBody(test, PAPER_2));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'free_limit_assignment_questions', params: { limit: 5 } } });
    const rows = await test.app.db.selectFrom('assignments').select('id').execute();
    expect(rows).toEqual([]);
  });

  it("refuses another subject's paper and a mock without a paper", async () => {
    const test = await setup();
    const other = await test.make.catalogue();
    const wrong = await test.call(
      test.teacher,
      'POST',
      '/api/assignments',
      mockBody(test, PAPER_2, { subjectId: other.subjectId }),
    );
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([404, 'mock_paper_not_found']);
    const none = await test.call(
      test.teacher,
      'POST',
      '/api/assignments',
      mockBody(test, PAPER_2, { mockPaperId: undefined }),
    );
    expect([none.statusCode, none.json().error.code]).toEqual([400, 'mock_paper_not_found']);
  });
});
