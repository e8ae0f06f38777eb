import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BankItemView } from '../../../common/item-analysis';
import { createTestApp } from '../../test/app';
import { firstChapter, handInPaper, paperForm } from '../../test/requests';

// The bank-wide item analysis for admins (issue 29.3): every question from everyone's final answers, and the flagged.

describe('the bank-wide item analysis', () => {
  it('flags a question that does not separate strong from weak over 30 answers, and lists the flagged alone', async () => {
    const test = await createTestApp();
    const catalogue = await test.make.catalogue({ questionsPerType: 3 });
    const admin = await test.make.user('admin');
    const teacher = await test.make.user('teacher');
    const student = await test.make.user('student');
    await test.make.premium(student);
    const template = await handInPaper(test, student, paperForm(firstChapter(catalogue), { mc: 3 }));

    // 40 more final papers beside it (41 answers a question): the strong half right on questions 1 and 2, the weak half wrong; question 3 right on
    // every paper, whoever wrote it (it tells strong from weak not at all).
    const db = test.app.db;
    const practice = await db
      .selectFrom('practices')
      .selectAll()
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('practiceQuestions')
      .selectAll()
      .where('practiceId', '=', template.id)
      .orderBy('questionNo')
      .execute();
    for (let c = 0; c < 40; c++) {
      const strong = c < 20 ? 1 : 0;
      const marks = [strong, strong, 1];
      const id = randomUUID();
      await db
        .insertInto('practices')
        .values({ ...practice, id, score: marks.reduce((s, x) => s + x, 0), pendingMarking: 0 })
        .execute();
      await db
        .insertInto('practiceQuestions')
        .values(
          rows.map((q, i) => ({
            ...q,
            id: randomUUID(),
            practiceId: id,
            score: marks[i]!,
            ans: marks[i] ? q.correctAns : q.correctAns === 'a' ? 'b' : 'a',
          })),
        )
        .execute();
    }
    const read = (query: string, user = admin) =>
      test.call(user, 'GET', `/api/admin/questions/item-analysis?subjectId=${catalogue.subjectId}${query}`);
    expect((await read('', teacher)).statusCode).toBe(403);
    const all = (await read('')).json() as BankItemView;
    expect(all.items).toHaveLength(3);
    const noisy = rows[2]!.questionId!;
    // Flagged first.
    expect(all.items[0]).toMatchObject({ questionId: noisy, flagged: 'low_discrimination', analysed: 41 });
    expect(all.items[0]!.discrimination!).toBeLessThan(0.15);
    for (const item of all.items.slice(1)) {
      expect(item.flagged).toBeNull();
      expect(item.discrimination!).toBeGreaterThan(0.5);
      expect(item.upperOptions).not.toBeNull();
      expect(item.chapterTitleEn).toBe('Chapter 1');
    }
    const flagged = (await read('&flagged=true')).json() as BankItemView;
    expect(flagged.items.map((i) => i.questionId)).toEqual([noisy]);
  });
});
