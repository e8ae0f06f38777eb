import { describe, expect, it } from 'vitest';
import type { PracticeView } from '../../../common/practice';
import { SUBMIT_GRACE_MS } from '../../../common/practice';
import { updateProfile } from '../../auth/queries';
import { createTestApp, type TestApp } from '../../test/app';
import { testContext } from '../../test/context';
import type { TestUser } from '../../test/factories';
import { paperForm } from '../../test/requests';
import { countRows } from '../../test/snapshot';
import { finishExpiredPractices } from './finish';

async function setup(options: { questionsPerType?: number } = {}) {
  const test = await createTestApp();
  const student = await test.make.user('student');
  await premium(test, student);
  const catalogue = await test.make.catalogue({ questionsPerType: options.questionsPerType ?? 3 });
  return { ...test, student, catalogue };
}

async function premium(test: TestApp, user: TestUser) {
  await test.make.premium(user);
}

function practiceBody(catalogue: { subjectId: string; chapterIds: string[] }, overrides: Record<string, unknown> = {}) {
  return {
    ...paperForm(catalogue, { mc: 2, short: 1, long: 1 }),
    ...overrides,
  };
}

async function start(
  test: TestApp & { catalogue: { subjectId: string; chapterIds: string[] } },
  user: TestUser,
  overrides: Record<string, unknown> = {},
) {
  const res = await test.call(user, 'POST', '/api/practices', practiceBody(test.catalogue, overrides));
  if (res.statusCode !== 201) throw new Error(`practice not created: ${res.body}`);
  return res.json() as PracticeView;
}

const save = (test: TestApp, user: TestUser, practiceId: string, questionNo: number, ans: string, seq: number) =>
  test.call(user, 'PUT', `/api/practices/${practiceId}/answers/${questionNo}`, { ans, seq });

const view = async (test: TestApp, user: TestUser, practiceId: string) =>
  (await test.call(user, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;

const practiceCount = async (test: TestApp) => countRows(test.app.db, 'practices');

describe('POST /api/practices', () => {
  it('creates a paper of MC, then short, then long questions with a deadline fixed by the server', async () => {
    const test = await setup();
    const before = Date.now();
    const practice = await start(test, test.student);
    expect(practice.questions.map((q) => q.type)).toEqual(['mc', 'mc', 'short', 'long']);
    expect(practice.questions.map((q) => q.questionNo)).toEqual([1, 2, 3, 4]);
    expect(practice.deadlineAt - practice.startedAt).toBe(30 * 60_000);
    expect(practice.startedAt).toBeGreaterThanOrEqual(before);
    expect(practice.serverNow).toBeGreaterThanOrEqual(practice.startedAt);
    expect(practice.totalScore).toBe(2 * 1 + 2 + 2);
    expect(practice.questions[0]!.questionHtml).toContain('class="katex"');
    expect(practice.questions[0]!.options?.a).toBeTruthy();
  });

  it('never sends correct answers or solutions before the practice is finished', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const fetched = await test.call(test.student, 'GET', `/api/practices/${practice.id}`);
    for (const body of [JSON.stringify(practice), fetched.body]) {
      const parsed = JSON.parse(body) as PracticeView;
      expect(parsed.questions.every((q) => q.correctAns === null && q.solutionHtml === null && q.score === null)).toBe(
        true,
      );
    }
  });

  it('prefers questions at the chosen level and says so when it has to widen', async () => {
    const test = await setup({ questionsPerType: 2 }); // levels 1 and 2 in each chapter
    const atLevel = await start(test, test.student, {
      difficulty: 1,
      noOfMCQuestions: 2,
      noOfShortQuestions: 0,
      noOfLongQuestions: 0,
    });
    expect(atLevel.questions.every((q) => q.level === 1)).toBe(true);
    expect(atLevel.notice).toBeNull();
    const widened = await start(test, test.student, {
      difficulty: 1,
      noOfMCQuestions: 4,
      noOfShortQuestions: 0,
      noOfLongQuestions: 0,
    });
    expect(widened.notice).toBe('levels_widened');
    expect(widened.questions.map((q) => q.level).sort()).toEqual([1, 1, 2, 2]);
  });

  it('widens to any level, nearest first, before refusing a paper the chapters can fill', async () => {
    const test = await setup({ questionsPerType: 3 }); // levels 1, 2 and 3 in each chapter
    const fiveOfSix = await start(test, test.student, {
      difficulty: 1,
      noOfMCQuestions: 5,
      noOfShortQuestions: 0,
      noOfLongQuestions: 0,
    });
    expect(fiveOfSix.notice).toBe('levels_widened');
    expect(fiveOfSix.questions.map((q) => q.level).sort()).toEqual([1, 1, 2, 2, 3]);
  });

  it('answers not_enough_questions and creates nothing when the chapters have too few', async () => {
    const test = await setup({ questionsPerType: 2 });
    const res = await test.call(
      test.student,
      'POST',
      '/api/practices',
      practiceBody(test.catalogue, { noOfLongQuestions: 5 }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'not_enough_questions',
      params: { type: 'long', available: 4, requested: 5 },
    });
    expect(await practiceCount(test)).toBe(0);
  });

  it.each([
    ['invalid_chapters', { chapterIds: [] }],
    ['invalid_count', { noOfMCQuestions: 51 }],
    ['invalid_count', { noOfShortQuestions: 21 }],
    ['invalid_count', { noOfLongQuestions: 11 }],
    ['invalid_count', { noOfMCQuestions: 0, noOfShortQuestions: 0, noOfLongQuestions: 0 }],
    ['invalid_time_limit', { timeLimit: 0 }],
    ['invalid_time_limit', { timeLimit: 121 }],
    ['invalid_difficulty', { difficulty: 4 }],
    ['invalid_locale', { locale: 'fr' }],
  ])('answers %s for %o and creates nothing', async (code, overrides) => {
    const test = await setup();
    const res = await test.call(test.student, 'POST', '/api/practices', practiceBody(test.catalogue, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
    expect(await practiceCount(test)).toBe(0);
  });

  it('answers invalid_chapters for a chapter of another subject', async () => {
    const test = await setup();
    const other = await test.make.catalogue();
    const res = await test.call(
      test.student,
      'POST',
      '/api/practices',
      practiceBody(test.catalogue, { chapterIds: [test.catalogue.chapterIds[0], other.chapterIds[0]] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_chapters');
  });

  it('refuses a teacher with 403: practices are for students', async () => {
    const test = await setup();
    const teacher = await test.make.user('teacher');
    const res = await test.call(teacher, 'POST', '/api/practices', practiceBody(test.catalogue));
    expect(res.statusCode).toBe(403);
  });
});

describe('the plain question count', () => {
  const plain = { noOfMCQuestions: 0, noOfShortQuestions: 0, noOfLongQuestions: 0 };

  it('draws that many questions of any type, MC first, and records the mix drawn', async () => {
    const test = await setup();
    // The catalogue holds 3 of each type a chapter (6 in all): 8 questions need at least two types.
    const practice = await start(test, test.student, { ...plain, noOfQuestions: 8 });
    const types = practice.questions.map((q) => q.type);
    expect(types).toHaveLength(8);
    expect(types).toEqual(
      [...types].sort((a, b) => ['mc', 'short', 'long'].indexOf(a) - ['mc', 'short', 'long'].indexOf(b)),
    );
    expect(new Set(types).size).toBeGreaterThan(1);
    expect(practice.noOfQuestions).toBe(8);
    expect(practice.noOfMCQuestions + practice.noOfShortQuestions + practice.noOfLongQuestions).toBe(8);
    expect(practice.noOfMCQuestions).toBe(types.filter((type) => type === 'mc').length);
  });

  it('refuses a plain count beside per-type counts, out of 1 to 50, or above what the chapters hold', async () => {
    const test = await setup();
    for (const [payload, code] of [
      [{ noOfMCQuestions: 2, noOfQuestions: 3 }, 'invalid_count'],
      [{ ...plain, noOfQuestions: 0 }, 'invalid_count'],
      [{ ...plain, noOfQuestions: 51 }, 'invalid_count'],
      [{ ...plain, noOfQuestions: 50 }, 'not_enough_questions'],
    ] as const) {
      const res = await test.call(test.student, 'POST', '/api/practices', practiceBody(test.catalogue, payload));
      expect(res.json().error.code, JSON.stringify(payload)).toBe(code);
    }
    expect(await practiceCount(test)).toBe(0);
  });

  it('counts against the free limit of questions per practice', async () => {
    const test = await setup();
    const free = await test.make.user('student');
    const res = await test.call(
      free,
      'POST',
      '/api/practices',
      practiceBody(test.catalogue, { ...plain, noOfQuestions: 6 }),
    );
    expect(res.json().error).toMatchObject({ code: 'free_limit_questions', params: { limit: 5 } });
  });
});

describe('free limits', () => {
  it('refuses more questions than a free account may have, without trimming', async () => {
    const test = await setup();
    const free = await test.make.user('student');
    const res = await test.call(free, 'POST', '/api/practices', practiceBody(test.catalogue, { noOfMCQuestions: 4 }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'free_limit_questions', params: { limit: 5 } });
    expect(await practiceCount(test)).toBe(0);
  });

  it('refuses the fourth practice of the day to a free account', async () => {
    const test = await setup();
    const free = await test.make.user('student');
    // Each is used: one holds an answer, two were handed in (blank: the student saw their solutions).
    const used = [await start(test, free), await start(test, free), await start(test, free)];
    expect((await save(test, free, used[0]!.id, 1, 'a', 1)).statusCode).toBe(200);
    for (const practice of used.slice(1)) {
      const submitted = await test.call(free, 'POST', `/api/practices/${practice.id}/submit`);
      expect(submitted.statusCode, submitted.body).toBeLessThan(300);
    }
    const res = await test.call(free, 'POST', '/api/practices', practiceBody(test.catalogue));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'free_limit_practices', params: { limit: 3 } });
  });

  it("does not count papers opened and left with no answer against a free day's papers (issue 26.5)", async () => {
    const test = await setup();
    const free = await test.make.user('student');
    const left = [];
    for (let i = 0; i < 4; i++) left.push(await start(test, free));
    // An answer saved and then cleared leaves the paper unused; a paper finished by the clock, blank, is unused too.
    expect((await save(test, free, left[0]!.id, 1, 'a', 1)).statusCode).toBe(200);
    expect((await save(test, free, left[0]!.id, 1, '', 2)).statusCode).toBe(200);
    await test.app.db
      .updateTable('practices')
      .set({ deadlineAt: Date.now() - 3_600_000 })
      .where('id', '=', left[1]!.id)
      .execute();
    await finishExpiredPractices(test.app.appContext, Date.now());
    expect((await view(test, free, left[1]!.id)).finishedAt).not.toBeNull();
    // The fourth paper could be opened: none of the first three was used. Three answered use the day up.
    expect((await save(test, free, left[0]!.id, 2, 'b', 3)).statusCode).toBe(200);
    for (const practice of left.slice(2)) expect((await save(test, free, practice.id, 2, 'b', 1)).statusCode).toBe(200);
    const fifth = await test.call(free, 'POST', '/api/practices', practiceBody(test.catalogue));
    expect(fifth.json().error).toMatchObject({ code: 'free_limit_practices', params: { limit: 3 } });
  });

  it('follows the limits in the settings object', async () => {
    const test = await setup();
    const free = await test.make.user('student');
    await test.make.freeLimits({ questionsPerPractice: 3 });
    const res = await test.call(free, 'POST', '/api/practices', practiceBody(test.catalogue));
    expect(res.json().error).toMatchObject({ code: 'free_limit_questions', params: { limit: 3 } });
  });

  it('lets demo accounts past every limit', async () => {
    const test = await setup();
    const demo = await test.make.user('student');
    await updateProfile(test.app.db, demo.id, { isDemo: 1 });
    for (let i = 0; i < 4; i++) await start(test, demo, { noOfMCQuestions: 6, difficulty: 2 });
    expect(await practiceCount(test)).toBe(4);
  });

  it('keeps the limits for an account that only looks like a demo one', async () => {
    const test = await setup();
    const squatter = await test.make.user('student', { email: `demo-${Date.now()}@paperwise.local` });
    const res = await test.call(
      squatter,
      'POST',
      '/api/practices',
      practiceBody(test.catalogue, { noOfMCQuestions: 6 }),
    );
    expect(res.json().error).toMatchObject({ code: 'free_limit_questions' });
  });
});

describe('PUT /api/practices/:id/answers/:questionNo', () => {
  it('saves an answer and acknowledges it with its seq and time', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const res = await save(test, test.student, practice.id, 1, 'b', 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ questionNo: 1, seq: 1, savedAt: expect.any(Number) });
    expect((await view(test, test.student, practice.id)).questions[0]).toMatchObject({ ans: 'b', seq: 1 });
  });

  it('keeps the newest edit: an older or replayed seq changes nothing', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    await save(test, test.student, practice.id, 3, 'second draft', 2);
    const stale = await save(test, test.student, practice.id, 3, 'first draft', 1);
    expect(stale.statusCode).toBe(200);
    expect(stale.json().seq).toBe(2);
    const replay = await save(test, test.student, practice.id, 3, 'second draft', 2);
    expect(replay.json().seq).toBe(2);
    expect((await view(test, test.student, practice.id)).questions[2]).toMatchObject({ ans: 'second draft', seq: 2 });
  });

  it('keeps line breaks and Chinese text of a long answer exactly', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const answer = '第一步：設 $x$ 為長度。\n第二步：$x^2 = 16$\n\n所以 $x = 4$。';
    await save(test, test.student, practice.id, 4, answer, 1);
    expect((await view(test, test.student, practice.id)).questions[3]!.ans).toBe(answer);
  });

  it('answers invalid_answer for an MC answer that is not a letter', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const res = await save(test, test.student, practice.id, 1, 'e', 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_answer');
  });

  it('answers 404 practice_not_found to another student, and saves nothing', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const stranger = await test.make.user('student');
    for (const res of [
      await save(test, stranger, practice.id, 1, 'a', 1),
      await test.call(stranger, 'GET', `/api/practices/${practice.id}`),
      await test.call(stranger, 'POST', `/api/practices/${practice.id}/submit`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('practice_not_found');
    }
    expect((await view(test, test.student, practice.id)).questions[0]!.ans).toBeNull();
  });

  it("answers the paper's clock to its owner only, small, and finished once the deadline has passed", async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const clock = (user: TestUser) => test.call(user, 'GET', `/api/practices/${practice.id}/clock`);
    const before = Date.now();
    const open = await clock(test.student);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({
      serverNow: expect.any(Number),
      deadlineAt: practice.deadlineAt,
      finishedAt: null,
      answersSavedAt: null,
    });
    expect(open.json().serverNow).toBeGreaterThanOrEqual(before);
    expect(open.body.length).toBeLessThan(120);
    // It says when an answer was last saved, so another device's screen notices within its minute.
    const saved = await save(test, test.student, practice.id, 1, 'b', 1);
    expect(saved.statusCode).toBe(200);
    expect((await clock(test.student)).json().answersSavedAt).toBe(saved.json().savedAt);

    const stranger = await test.make.user('student');
    expect((await clock(stranger)).json().error.code).toBe('practice_not_found');
    expect((await clock(await test.make.user('teacher'))).statusCode).toBe(403);

    // The deadline and its grace have passed while the tab was closed: the clock finishes the paper and says so.
    await test.app.db
      .updateTable('practices')
      .set({ deadlineAt: Date.now() - SUBMIT_GRACE_MS - 1_000 })
      .where('id', '=', practice.id)
      .execute();
    const late = (await clock(test.student)).json();
    expect(late.finishedAt).not.toBeNull();
    expect((await view(test, test.student, practice.id)).finishedAt).toBe(late.finishedAt);
  });

  it('answers 409 practice_finished after the student submits', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    await test.call(test.student, 'POST', `/api/practices/${practice.id}/submit`);
    const res = await save(test, test.student, practice.id, 1, 'a', 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('practice_finished');
  });

  it('answers 400 with the code for a bad body and changes nothing', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const res = await test.call(test.student, 'PUT', `/api/practices/${practice.id}/answers/1`, { ans: 'a' });
    expect(res.statusCode).toBe(400);
    const tooLong = await save(test, test.student, practice.id, 3, 'x'.repeat(20_001), 1);
    expect(tooLong.json().error.code).toBe('answer_too_long');
    expect((await view(test, test.student, practice.id)).questions.every((q) => q.ans === null)).toBe(true);
  });

  it('keeps every acknowledged answer across a server restart', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    expect((await save(test, test.student, practice.id, 1, 'c', 1)).statusCode).toBe(200);
    expect((await save(test, test.student, practice.id, 4, 'worked answer', 5)).statusCode).toBe(200);
    const app = await test.restart();
    const res = await app.inject({
      method: 'GET',
      url: `/api/practices/${practice.id}`,
      headers: { cookie: test.student.cookie },
    });
    expect(res.json().questions.map((q: { ans: string | null }) => q.ans)).toEqual(['c', null, null, 'worked answer']);
  });
});

describe('finishing', () => {
  it('marks MC answers on submit, counts them in the question statistics and grades the paper', async () => {
    const test = await setup();
    const practice = await start(test, test.student, {
      noOfMCQuestions: 3,
      noOfShortQuestions: 1,
      noOfLongQuestions: 0,
    });
    await save(test, test.student, practice.id, 1, 'a', 1); // correct: the factory's MC answer is a
    await save(test, test.student, practice.id, 2, 'b', 1);
    const res = await test.call(test.student, 'POST', `/api/practices/${practice.id}/submit`);
    expect(res.statusCode).toBe(200);
    const done = res.json() as PracticeView;
    expect(done.finishedAt).not.toBeNull();
    expect(done.questions.map((q) => q.score)).toEqual([1, 0, 0, null]);
    expect(done.questions.map((q) => q.correctAns)).toEqual(['a', 'a', 'a', null]);
    expect(done.questions[0]!.solutionHtml).toBeTruthy();
    // The short answer's 2 marks wait: the score so far is 1 of 3, and there is no grade until it is marked.
    expect(done).toMatchObject({ score: 1, totalScore: 5, pendingMarking: 1, pendingMarks: 2, grade: null });
    const history = await test.call(test.student, 'GET', '/api/practices');
    expect(history.json().items[0]).toMatchObject({ id: practice.id, score: 1, grade: null });

    const rows = await test.app.db
      .selectFrom('practiceQuestions')
      .select('questionId')
      .where('practiceId', '=', practice.id)
      .orderBy('questionNo')
      .execute();
    const stats = await test.app.db
      .selectFrom('questions')
      .select(['id', 'statA', 'statB', 'statBlank'])
      .where(
        'id',
        'in',
        rows.slice(0, 3).map((r) => r.questionId!),
      )
      .execute();
    const byId = new Map(stats.map((s) => [s.id, s]));
    expect(byId.get(rows[0]!.questionId!)).toMatchObject({ statA: 1, statBlank: 0 });
    expect(byId.get(rows[1]!.questionId!)).toMatchObject({ statB: 1 });
    expect(byId.get(rows[2]!.questionId!)).toMatchObject({ statBlank: 1 });
  });

  it('finishes submits that arrive together, each with its own marks, and refuses a stranger among them', async () => {
    const test = await setup();
    const others = [await test.make.user('student'), await test.make.user('student')];
    for (const other of others) await premium(test, other);
    const students = [test.student, ...others];
    const body = { noOfMCQuestions: 3, noOfShortQuestions: 0, noOfLongQuestions: 0 };
    const practices: PracticeView[] = [];
    for (const [n, student] of students.entries()) {
      const practice = await start(test, student, body);
      // Student n answers the first n questions right (the factory's MC answer is a) and the rest wrong.
      for (let q = 1; q <= 3; q++) await save(test, student, practice.id, q, q <= n ? 'a' : 'b', 1);
      practices.push(practice);
    }
    const stranger = await test.make.user('student');
    const submit = (cookie: string, practiceId: string) =>
      test.app.inject({ method: 'POST', url: `/api/practices/${practiceId}/submit`, headers: { cookie } });
    const [refused, ...answers] = await Promise.all([
      submit(stranger.cookie, practices[2]!.id),
      ...students.map((student, n) => submit(student.cookie, practices[n]!.id)),
    ]);
    expect(refused!.statusCode).toBe(404);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((res) => (res.json() as PracticeView).score)).toEqual([0, 1, 2]);
    for (const [n, student] of students.entries()) {
      const done = await view(test, student, practices[n]!.id);
      expect(done.questions.map((q) => q.score)).toEqual([1, 2, 3].map((q) => (q <= n ? 1 : 0)));
    }
    const counted = await test.app.db
      .selectFrom('questions')
      .select((eb) => [eb.fn.sum<number>('statA').as('a'), eb.fn.sum<number>('statB').as('b')])
      .executeTakeFirstOrThrow();
    expect([Number(counted.a), Number(counted.b)]).toEqual([3, 6]);
    const notebook = await test.app.db
      .selectFrom('reviewQueue')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(notebook.n)).toBe(6);
  });

  it('changes nothing on a second submit', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const first = (await test.call(test.student, 'POST', `/api/practices/${practice.id}/submit`)).json();
    const second = (await test.call(test.student, 'POST', `/api/practices/${practice.id}/submit`)).json();
    expect(second.finishedAt).toBe(first.finishedAt);
    const stat = await test.app.db
      .selectFrom('questions')
      .select((eb) => eb.fn.sum<number>('statBlank').as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stat.n)).toBe(2);
  });

  it('accepts answers in flight within the grace after the deadline, then refuses them', async () => {
    const test = await setup();
    const practice = await start(test, test.student, { timeLimit: 1 });
    const { saveAnswer } = await import('./answers');
    const user = {
      id: test.student.id,
      email: test.student.email,
      displayName: '',
      role: 'student' as const,
      isSchool: false,
      language: 'en' as const,
    };
    await expect(
      saveAnswer(
        testContext(test.app, user),
        practice.id,
        1,
        { ans: 'a', seq: 1 },
        { now: practice.deadlineAt + SUBMIT_GRACE_MS - 1 },
      ),
    ).resolves.toMatchObject({ seq: 1 });
    await expect(
      saveAnswer(
        testContext(test.app, user),
        practice.id,
        2,
        { ans: 'a', seq: 1 },
        { now: practice.deadlineAt + SUBMIT_GRACE_MS },
      ),
    ).rejects.toMatchObject({ code: 'practice_finished' });
  });

  it('finishes a paper whose tab was closed once its time and grace are over, with every saved answer', async () => {
    const test = await setup();
    const practice = await start(test, test.student, { timeLimit: 1 });
    await save(test, test.student, practice.id, 1, 'a', 1);
    expect(await finishExpiredPractices(test.app.appContext, practice.deadlineAt)).toBe(0);
    expect(await finishExpiredPractices(test.app.appContext, practice.deadlineAt + SUBMIT_GRACE_MS + 1)).toBe(1);
    const row = await test.app.db
      .selectFrom('practices')
      .select(['finishedBy', 'score'])
      .where('id', '=', practice.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ finishedBy: 'timeout', score: 1 });
  });
});

describe('self-marking', () => {
  it('lets the student mark a written answer from 0 to its total and updates score and grade', async () => {
    const test = await setup();
    const practice = await start(test, test.student, {
      noOfMCQuestions: 1,
      noOfShortQuestions: 1,
      noOfLongQuestions: 0,
    });
    await save(test, test.student, practice.id, 1, 'a', 1);
    await test.call(test.student, 'POST', `/api/practices/${practice.id}/submit`);
    const res = await test.call(test.student, 'PUT', `/api/practices/${practice.id}/questions/2/score`, { score: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ score: 3, totalScore: 3, pendingMarking: 0, grade: { grade: '5**' } });
    expect(res.json().questions[1]).toMatchObject({ score: 2, markedBy: 'self' });
  });

  it.each([
    ['invalid_score', 2, { score: 3 }, 400],
    ['question_not_markable', 1, { score: 1 }, 400],
  ])('answers %s', async (code, questionNo, payload, status) => {
    const test = await setup();
    const practice = await start(test, test.student, {
      noOfMCQuestions: 1,
      noOfShortQuestions: 1,
      noOfLongQuestions: 0,
    });
    await test.call(test.student, 'POST', `/api/practices/${practice.id}/submit`);
    const res = await test.call(
      test.student,
      'PUT',
      `/api/practices/${practice.id}/questions/${questionNo}/score`,
      payload,
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
  });

  it('answers practice_not_finished before the paper is submitted', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const res = await test.call(test.student, 'PUT', `/api/practices/${practice.id}/questions/3/score`, { score: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('practice_not_finished');
  });
});

describe('history, remark, delete, redo', () => {
  it('lists practices newest first with paging', async () => {
    const test = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await start(test, test.student)).id);
    const page1 = (await test.call(test.student, 'GET', '/api/practices?pageSize=2')).json();
    const page2 = (await test.call(test.student, 'GET', '/api/practices?pageSize=2&page=2')).json();
    expect(page1.total).toBe(3);
    expect([...page1.items, ...page2.items].map((p: { id: string }) => p.id)).toEqual([...ids].reverse());
    const other = await test.make.user('student');
    expect((await test.call(other, 'GET', '/api/practices')).json().total).toBe(0);
  });

  it('edits the remark', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const res = await test.call(test.student, 'PATCH', `/api/practices/${practice.id}`, {
      remark: 'redo before the mock',
    });
    expect(res.statusCode).toBe(204);
    expect((await view(test, test.student, practice.id)).remark).toBe('redo before the mock');
  });

  it('deletes softly: the practice disappears for the student but its rows stay', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    expect((await test.call(test.student, 'DELETE', `/api/practices/${practice.id}`)).statusCode).toBe(204);
    expect((await test.call(test.student, 'GET', `/api/practices/${practice.id}`)).statusCode).toBe(404);
    expect(await practiceCount(test)).toBe(1);
  });

  it('refuses to delete or reshape an assignment practice', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    await test.app.db.updateTable('practices').set({ assignmentId: 'a1' }).where('id', '=', practice.id).execute();
    const res = await test.call(test.student, 'DELETE', `/api/practices/${practice.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('assignment_practice');
  });

  it('redoes a practice as a new copy with the same questions and no answers', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    await save(test, test.student, practice.id, 1, 'a', 1);
    await test.call(test.student, 'POST', `/api/practices/${practice.id}/submit`);
    const res = await test.call(test.student, 'POST', `/api/practices/${practice.id}/redo`);
    expect(res.statusCode).toBe(201);
    const copy = res.json() as PracticeView;
    expect(copy.id).not.toBe(practice.id);
    expect(copy.finishedAt).toBeNull();
    expect(copy.questions.map((q) => q.questionHtml)).toEqual(practice.questions.map((q) => q.questionHtml));
    expect(copy.questions.every((q) => q.ans === null && q.seq === 0)).toBe(true);
  });

  it("starts a redo's questions afresh: no time on screen, dispute, regrade or mark version of the original's", async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    await save(test, test.student, practice.id, 1, 'a', 1);
    await test.call(test.student, 'POST', `/api/practices/${practice.id}/submit`);
    // What the working screen, a dispute, a corrected key and a teacher's marks leave on the original's rows.
    await test.app.db
      .updateTable('practiceQuestions')
      .set({ answerSeconds: 95, disputeScore: 2, regradePending: 1, markVersion: 3 })
      .where('practiceId', '=', practice.id)
      .execute();
    const copy = (await test.call(test.student, 'POST', `/api/practices/${practice.id}/redo`)).json() as PracticeView;
    const rows = await test.app.db
      .selectFrom('practiceQuestions')
      .select(['answerSeconds', 'disputeScore', 'regradePending', 'markVersion', 'score', 'markedBy'])
      .where('practiceId', '=', copy.id)
      .execute();
    expect(rows).toHaveLength(practice.questions.length);
    for (const row of rows) {
      expect(row).toEqual({
        answerSeconds: null,
        disputeScore: null,
        regradePending: 0,
        markVersion: 0,
        score: null,
        markedBy: null,
      });
    }
  });
});

describe('changing a question', () => {
  it('replaces a question with another from the bank of the chosen chapter, type and level', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    await test.call(test.student, 'POST', `/api/practices/${practice.id}/submit`);
    const before = await test.app.db
      .selectFrom('practiceQuestions')
      .select('questionId')
      .where('practiceId', '=', practice.id)
      .where('questionNo', '=', 3)
      .executeTakeFirstOrThrow();
    const res = await test.call(test.student, 'POST', `/api/practices/${practice.id}/questions/3/replace`, {
      chapterId: test.catalogue.chapterIds[1],
      type: 'short',
      level: 2,
    });
    expect(res.statusCode).toBe(200);
    const after = await test.app.db
      .selectFrom('practiceQuestions')
      .select(['questionId', 'chapterId', 'level', 'ans'])
      .where('practiceId', '=', practice.id)
      .where('questionNo', '=', 3)
      .executeTakeFirstOrThrow();
    expect(after.questionId).not.toBe(before.questionId);
    expect(after).toMatchObject({ chapterId: test.catalogue.chapterIds[1], level: 2, ans: null });
  });

  it.each([
    ['invalid_type', { type: 'essay', level: 1 }],
    ['invalid_level', { type: 'mc', level: 0 }],
  ])('answers %s', async (code, payload) => {
    const test = await setup();
    const practice = await start(test, test.student);
    const res = await test.call(test.student, 'POST', `/api/practices/${practice.id}/questions/1/replace`, {
      chapterId: test.catalogue.chapterIds[0],
      ...payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
  });
});

describe('bookmarks and reports', () => {
  it('bookmarks a question, lists it with subject and chapter, edits its remark and removes it', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const headers = { cookie: test.student.cookie };
    const added = await test.app.inject({
      method: 'PUT',
      url: `/api/practices/${practice.id}/questions/2/bookmark`,
      headers,
    });
    expect(added.statusCode).toBe(200);
    const { id } = added.json();
    await test.app.inject({ method: 'PATCH', url: `/api/bookmarks/${id}`, headers, payload: { remark: 'tricky' } });
    const list = (
      await test.app.inject({ method: 'GET', url: `/api/bookmarks?subjectId=${test.catalogue.subjectId}`, headers })
    ).json().bookmarks;
    expect(list).toEqual([
      expect.objectContaining({
        practiceId: practice.id,
        questionNo: 2,
        remark: 'tricky',
        subject: expect.objectContaining({ id: test.catalogue.subjectId }),
      }),
    ]);
    expect((await view(test, test.student, practice.id)).questions[1]!.bookmarked).toBe(true);
    await test.app.inject({ method: 'DELETE', url: `/api/practices/${practice.id}/questions/2/bookmark`, headers });
    expect((await test.app.inject({ method: 'GET', url: '/api/bookmarks', headers })).json().bookmarks).toEqual([]);
  });

  it('answers 404 when bookmarking or editing what is not yours', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const stranger = await test.make.user('student');
    const added = await test.call(test.student, 'PUT', `/api/practices/${practice.id}/questions/1/bookmark`);
    expect((await test.call(stranger, 'PUT', `/api/practices/${practice.id}/questions/1/bookmark`)).statusCode).toBe(
      404,
    );
    const edit = await test.call(stranger, 'PATCH', `/api/bookmarks/${added.json().id}`, { remark: 'x' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.code).toBe('bookmark_not_found');
  });

  it('records a report with its question, and requires a message', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const url = `/api/practices/${practice.id}/questions/1/reports`;
    const empty = await test.call(test.student, 'POST', url, { message: ' ' });
    expect(empty.json().error.code).toBe('invalid_message');
    const res = await test.call(test.student, 'POST', url, { message: 'Option C is also right' });
    expect(res.statusCode).toBe(201);
    const report = await test.app.db.selectFrom('reports').selectAll().executeTakeFirstOrThrow();
    expect(report).toMatchObject({
      practiceId: practice.id,
      questionNo: 1,
      subjectId: test.catalogue.subjectId,
      locale: 'en',
      message: 'Option C is also right',
    });
    expect(report.questionId).toBeTruthy();
  });
});

describe('saveAnswersIfAllowed', () => {
  it('saves a batch in one statement: the newest edit of a question wins, and a stranger saves nothing', async () => {
    const test = await setup();
    const practice = await start(test, test.student);
    const { saveAnswersIfAllowed } = await import('./queries');
    const now = Date.now();
    const base = { practiceId: practice.id, userId: test.student.id, now, graceMs: SUBMIT_GRACE_MS };
    const results = await saveAnswersIfAllowed(test.app.db, [
      { ...base, questionNo: 3, ans: 'older edit', seq: 2 },
      { ...base, questionNo: 3, ans: 'newer edit', seq: 3 },
      { ...base, questionNo: 1, ans: 'not a letter', seq: 1 },
      { ...base, questionNo: 2, ans: 'b', seq: 1, userId: 'someone-else' },
      { ...base, questionNo: 4, ans: 'long answer', seq: 1 },
    ]);
    expect(results).toEqual([false, true, false, false, true]);
    const answers = (await view(test, test.student, practice.id)).questions.map((q) => q.ans);
    expect(answers).toEqual([null, null, 'newer edit', 'long answer']);
  });

  it("adds to a question's time the server's seconds since the paper's previous save, capped at 15 minutes", async () => {
    const test = await setup();
    const practice = await start(test, test.student, { timeLimit: 120 });
    const { saveAnswersIfAllowed } = await import('./queries');
    const started = practice.startedAt;
    const saveAt = (questionNo: number, ans: string, seq: number, seconds: number) =>
      saveAnswersIfAllowed(test.app.db, [
        {
          practiceId: practice.id,
          userId: test.student.id,
          graceMs: SUBMIT_GRACE_MS,
          questionNo,
          ans,
          seq,
          now: started + seconds * 1000,
        },
      ]);
    const seconds = async () =>
      (
        await test.app.db
          .selectFrom('practiceQuestions')
          .select(['questionNo', 'answerSeconds'])
          .where('practiceId', '=', practice.id)
          .orderBy('questionNo')
          .execute()
      ).map((row) => row.answerSeconds);
    expect(await seconds()).toEqual([null, null, null, null]);
    await saveAt(1, 'a', 1, 40); // 40 s from the start
    await saveAt(2, 'c', 1, 100); // 60 s after question 1's save
    await saveAt(1, 'b', 2, 130); // back to question 1: 30 s more
    expect(await saveAt(1, 'd', 2, 200)).toEqual([false]); // a stale seq saves nothing and adds nothing
    await saveAt(3, 'first words', 1, 210); // 80 s after the last save (the refused one is not one)
    await saveAt(3, 'first words and more', 2, 225); // typing on: 15 s
    await saveAt(4, 'after a long break', 1, 225 + 3600); // an hour away counts as 15 minutes
    expect(await seconds()).toEqual([70, 60, 95, 900]);
  });
});
