import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { ensureDemoPractice } from './demo-practice';

describe('the demo paper', () => {
  it('is one finished paper, half of its MC right and a short answer awaiting a mark, made once', async () => {
    const test = await createTestApp();
    const student = await test.make.user('student');
    const catalogue = await test.make.catalogue({ questionsPerType: 3 });
    await ensureDemoPractice(test.app.appContext, student.id, catalogue.subjectId);
    await ensureDemoPractice(test.app.appContext, student.id, catalogue.subjectId);

    const practices = await test.app.db.selectFrom('practices').selectAll().where('userId', '=', student.id).execute();
    expect(practices).toHaveLength(1);
    const [practice] = practices;
    expect(practice!.finishedAt).toEqual(expect.any(Number));
    expect([practice!.score, practice!.pendingMarking]).toEqual([2, 1]);
    const questions = await test.app.db
      .selectFrom('practiceQuestions')
      .select(['type', 'ans', 'score'])
      .where('practiceId', '=', practice!.id)
      .orderBy('questionNo')
      .execute();
    expect(questions.map((q) => [q.type, q.score])).toEqual([
      ['mc', 1],
      ['mc', 0],
      ['mc', 1],
      ['mc', 0],
      ['short', null],
    ]);
    expect(questions[4]!.ans).toContain('factorise');
  });
});
