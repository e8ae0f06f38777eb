import { describe, expect, it } from 'vitest';
import type { MockPaperSummary } from '../../../common/mock-papers';
import type { PracticeView } from '../../../common/practice';
import { createTestApp, type TestApp } from '../../test/app';
import { MOCK_SUBJECT, type TestUser } from '../../test/factories';
import { snapshotDatabase } from '../../test/snapshot';

// The real blueprints in content/blueprints: Maths Compulsory Part Paper 2 is 45 MC in two sections (30 + 15), 75 min.
const SUBJECT = MOCK_SUBJECT;
const PAPER_2 = 'hkdse-math-cp-paper2';

async function setup(options: { mcCount?: number; premium?: boolean } = {}) {
  const test = await createTestApp();
  const student = await test.make.user('student');
  if (options.premium !== false) await test.make.premium(student);
  // Two chapters (`cp-ch1`, `cp-ch2`) sharing `mcCount` 1-mark MC questions in turn.
  const subject = await test.make.mockSubject({
    chapters: 2,
    bank: [{ type: 'mc', marks: 1, count: options.mcCount ?? 50 }],
  });
  return { ...test, student, subject };
}

const startMock = (test: TestApp, user: TestUser, payload: Record<string, unknown>) =>
  test.call(user, 'POST', '/api/practices/mock', payload);

describe('mock papers', () => {
  it("lists a subject's papers with their sections, marks and time", async () => {
    const test = await setup();
    const res = await test.call(test.student, 'GET', `/api/mock-papers?subjectId=${SUBJECT}`);
    expect(res.statusCode).toBe(200);
    const papers = res.json() as MockPaperSummary[];
    expect(papers.map((p) => p.id)).toEqual(['hkdse-math-cp-paper1', PAPER_2]);
    const paper2 = papers[1]!;
    expect(paper2).toMatchObject({ durationMinutes: 75, totalMarks: 45 });
    expect(paper2.sections.map((s) => [s.id, s.format, s.marks])).toEqual([
      ['a', 'mc', 30],
      ['b', 'mc', 15],
    ]);
    expect(paper2.source).toMatch(/HKEAA/);
  });

  it("starts a mock of the whole syllabus on the paper's own time, numbered section by section", async () => {
    const test = await setup();
    const before = Date.now();
    const res = await startMock(test, test.student, { mockPaperId: PAPER_2, locale: 'zh' });
    expect(res.statusCode).toBe(201);
    const practice = res.json() as PracticeView;
    expect(practice.questions).toHaveLength(45);
    expect(practice.timeLimit).toBe(75);
    expect(practice.deadlineAt - practice.startedAt).toBe(75 * 60_000);
    expect(practice.startedAt).toBeGreaterThanOrEqual(before);
    expect(practice.chapters.map((c) => c.id)).toEqual(test.subject.chapterIds);
    expect(practice.mock).toEqual({
      mockPaperId: PAPER_2,
      title: expect.objectContaining({ en: expect.stringMatching(/Paper 2/) }),
      sections: [
        expect.objectContaining({ id: 'a', format: 'mc', from: 1, to: 30, totalScore: 30, score: null }),
        expect.objectContaining({ id: 'b', format: 'mc', from: 31, to: 45, totalScore: 15, score: null }),
      ],
    });
    // Open paper: the keys stay on the server.
    expect(practice.questions.every((q) => q.correctAns === null)).toBe(true);
  });

  it('scores each section once the paper is finished', async () => {
    const test = await setup();
    const practice = (
      await startMock(test, test.student, { mockPaperId: PAPER_2, locale: 'en' })
    ).json() as PracticeView;
    // Right answers to questions 1-10 (section A) and 31-33 (section B): every key is a.
    for (const no of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 31, 32, 33]) {
      const saved = await test.call(test.student, 'PUT', `/api/practices/${practice.id}/answers/${no}`, {
        ans: 'a',
        seq: 1,
      });
      expect(saved.statusCode).toBe(200);
    }
    const submitted = await test.call(test.student, 'POST', `/api/practices/${practice.id}/submit`);
    expect(submitted.statusCode).toBeLessThan(300);
    const result = (await test.call(test.student, 'GET', `/api/practices/${practice.id}`)).json() as PracticeView;
    expect(result.mock?.sections.map((s) => [s.id, s.score, s.totalScore])).toEqual([
      ['a', 10, 30],
      ['b', 3, 15],
    ]);
    expect(result.score).toBe(13);
  });

  it('draws from the chosen chapters only', async () => {
    const test = await setup({ mcCount: 100 });
    const res = await startMock(test, test.student, {
      mockPaperId: PAPER_2,
      locale: 'en',
      chapterIds: ['cp-ch1'],
    });
    expect(res.statusCode).toBe(201);
    const practice = res.json() as PracticeView;
    expect(new Set(practice.questions.map((q) => q.chapterId))).toEqual(new Set(['cp-ch1']));
  });

  it('refuses an unknown paper, a bank too small for the paper and unknown chapters, writing nothing', async () => {
    const test = await setup({ mcCount: 40 });
    const before = await snapshotDatabase(test.app.db);

    const unknown = await startMock(test, test.student, { mockPaperId: 'hkdse-math-cp-paper9', locale: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'mock_paper_not_found' } });

    const short = await startMock(test, test.student, { mockPaperId: PAPER_2, locale: 'en' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      error: { code: 'not_enough_questions', params: { type: 'mc', available: 10, requested: 15 } },
    });

    const other = await startMock(test, test.student, { mockPaperId: PAPER_2, locale: 'en', chapterIds: ['nope'] });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: { code: 'invalid_chapters' } });

    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });

  it("refuses a free account a paper longer than its questions' limit, with the upsell's code", async () => {
    const test = await setup();
    const free = await test.make.user('student');
    const before = await snapshotDatabase(test.app.db);
    const res = await startMock(test, free, { mockPaperId: PAPER_2, locale: 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'free_limit_questions' } });
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });

  it('is for students: a teacher is refused', async () => {
    const test = await setup();
    const teacher = await test.make.user('teacher');
    const res = await startMock(test, teacher, { mockPaperId: PAPER_2, locale: 'en' });
    expect(res.statusCode).toBe(403);
  });
});
