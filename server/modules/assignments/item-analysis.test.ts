import { describe, expect, it } from 'vitest';
import type { AssignmentResults } from '../../../common/assignments';
import { createTestApp } from '../../test/app';
import { assignmentForm, callAs, paperForm, publishAssignment } from '../../test/requests';

// Item analysis on an assignment's results (issue 29.3; docs/product-rules.md, "Item analysis").

describe('item analysis on assignment results', () => {
  it('gives each question its discrimination, the top and bottom groups’ choices, and flags a key the top avoids', async () => {
    const test = await createTestApp();
    const teacher = await test.make.user('teacher');
    const catalogue = await test.make.catalogue({ questionsPerType: 3 });
    await test.make.premium(teacher, 'teacher');
    const students = await Promise.all([1, 2, 3, 4].map(() => test.make.user('student')));
    const call = callAs(test.app);
    for (const student of students) {
      await test.make.link(teacher, student);
    }
    const id = await publishAssignment(test, teacher, assignmentForm(paperForm(catalogue, { mc: 3 }), students));

    // Right (1) or wrong (0) per question: the strongest on the rest of the paper picks a distractor on question 1.
    const plan = [
      [0, 1, 1],
      [1, 1, 0],
      [1, 0, 0],
      [1, 0, 0],
    ];
    for (const [s, student] of students.entries()) {
      const started = await call(student, 'POST', `/api/assignments/${id}/start`);
      const { practiceId } = started.json() as { practiceId: string };
      const keys = await test.app.db
        .selectFrom('practiceQuestions')
        .select(['questionNo', 'correctAns'])
        .where('practiceId', '=', practiceId)
        .orderBy('questionNo')
        .execute();
      for (const { questionNo, correctAns } of keys) {
        const wrong = ['a', 'b', 'c', 'd'].find((o) => o !== correctAns)!;
        const ans = plan[s]![questionNo - 1] ? correctAns! : wrong;
        await call(student, 'PUT', `/api/practices/${practiceId}/answers/${questionNo}`, { ans, seq: 1 });
      }
      expect((await call(student, 'POST', `/api/practices/${practiceId}/submit`)).statusCode).toBe(200);
    }

    const results = (await call(teacher, 'GET', `/api/assignments/${id}/results`)).json() as AssignmentResults;
    const [first, second] = results.questions;
    expect(first).toMatchObject({ facility: 0.75, analysed: 4, flagged: 'distractor_beats_key' });
    // Groups of 27% of 4 answers: one each. The top one chose a distractor, the bottom one the key.
    const total = (counts: Record<string, number> | null) => Object.values(counts!).reduce((s, x) => s + x, 0);
    expect(total(first!.upperOptions)).toBe(1);
    expect(total(first!.lowerOptions)).toBe(1);
    expect(first!.discrimination).toBe(-1);
    expect(first!.pointBiserial).not.toBeNull();
    // Too few answers to judge a low discrimination: only a key the top avoids raises the flag.
    for (const q of results.questions) expect(q.flagged === null || q.flagged === 'distractor_beats_key').toBe(true);
    expect(second).toHaveProperty('discrimination');
  });
});
