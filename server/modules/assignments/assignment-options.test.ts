import { describe, expect, it } from 'vitest';
import type { AssignmentResults, AssignmentView } from '../../../common/assignments';
import type { OptionKey } from '../../../common/catalog';
import type { StudentLinkView } from '../../../common/links';
import { isOptionOrder, toOriginalOption } from '../../../common/option-order';
import type { PracticeView } from '../../../common/practice';
import { createClassroom } from '../../test/classroom';
import { openEventStream } from '../../test/event-stream';
import type { TestUser } from '../../test/factories';
import { assignmentForm, paperForm, publishAssignment } from '../../test/requests';

// Beyond the spec (issue 11): shuffled MC options per student, and extra time per student.

async function setup() {
  const test = await createClassroom();
  const { teacher, catalogue, call } = test;
  const link = async (who: TestUser) => {
    await test.make.link(teacher, who);
  };
  /** A published assignment (3 MC and 1 short) for these students. */
  const publish = async (students: TestUser[], extra: Record<string, unknown> = {}) => {
    return publishAssignment(test, teacher, assignmentForm(paperForm(catalogue, { mc: 3, short: 1 }), students, extra));
  };
  const start = async (who: TestUser, id: string) => {
    const res = await call(who, 'POST', `/api/assignments/${id}/start`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { practiceId: string }).practiceId;
  };
  return { ...test, link, publish, start };
}

describe('shuffled MC options', () => {
  it("gives the student their own order, recorded on the practice, and marks, counts and feeds the bank's statistics by the paper's letters", async () => {
    const test = await setup();
    await test.link(test.student);
    const id = await test.publish([test.student], { shuffleOptions: true });
    const paper = (await test.call(test.teacher, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    expect(paper.shuffleOptions).toBe(true);
    const practiceId = await test.start(test.student, id);

    const copies = await test.app.db
      .selectFrom('practiceQuestions')
      .select(['questionNo', 'type', 'optionA', 'optionB', 'optionC', 'optionD', 'correctAns', 'optionOrder'])
      .where('practiceId', '=', practiceId)
      .orderBy('questionNo')
      .execute();
    const assignmentCopies = await test.app.db
      .selectFrom('assignmentQuestions')
      .select(['optionA', 'optionB', 'optionC', 'optionD', 'correctAns', 'questionId'])
      .where('assignmentId', '=', id)
      .where('deleted', '=', 0)
      .orderBy('position')
      .execute();
    for (const [index, copy] of copies.entries()) {
      const original = assignmentCopies[index]!;
      if (copy.type !== 'mc') {
        expect(copy.optionOrder).toBeNull();
        continue;
      }
      expect(isOptionOrder(copy.optionOrder)).toBe(true);
      const order = copy.optionOrder as string;
      const originalText = (key: string) => original[`option${key.toUpperCase()}` as 'optionA'];
      // Each shown option is the original one its order names, and the right answer moved with its text.
      expect([copy.optionA, copy.optionB, copy.optionC, copy.optionD]).toEqual([...order].map(originalText));
      expect(toOriginalOption(copy.correctAns, order)).toBe(original.correctAns);
    }

    // Question 1 answered right as shown, question 2 wrong, question 3 blank.
    const shownRight = copies[0]!.correctAns as OptionKey;
    const shownWrong = (['a', 'b', 'c', 'd'] as const).find((key) => key !== copies[1]!.correctAns)!;
    await test.call(test.student, 'PUT', `/api/practices/${practiceId}/answers/1`, { ans: shownRight, seq: 1 });
    await test.call(test.student, 'PUT', `/api/practices/${practiceId}/answers/2`, { ans: shownWrong, seq: 1 });
    const submitted = await test.call(test.student, 'POST', `/api/practices/${practiceId}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const result = submitted.json() as PracticeView;
    expect(result.questions[0]).toMatchObject({ score: 1, correctAns: shownRight });
    expect(result.questions[1]!.score).toBe(0);

    const results = (
      await test.call(test.teacher, 'GET', `/api/assignments/${id}/results`)
    ).json() as AssignmentResults;
    const originalRight = assignmentCopies[0]!.correctAns as OptionKey;
    const originalWrong = toOriginalOption(shownWrong, copies[1]!.optionOrder) as OptionKey;
    expect(results.questions[0]!.optionCounts).toMatchObject({ [originalRight]: 1 });
    expect(results.questions[0]!.facility).toBe(1);
    expect(results.questions[1]!.optionCounts).toMatchObject({ [originalWrong]: 1 });
    expect(results.questions[2]!.optionCounts).toMatchObject({ blank: 1 });

    // The bank question's statistics count the answer under its own letter.
    const bank = await test.app.db
      .selectFrom('questions')
      .select(['statA', 'statB', 'statC', 'statD'])
      .where('id', '=', assignmentCopies[0]!.questionId!)
      .executeTakeFirstOrThrow();
    const stat = { a: bank.statA, b: bank.statB, c: bank.statC, d: bank.statD };
    expect(Number(stat[originalRight])).toBe(1);
  });

  it('keeps the options in order unless asked, and is fixed once published', async () => {
    const test = await setup();
    await test.link(test.student);
    const id = await test.publish([test.student]);
    const practiceId = await test.start(test.student, id);
    const orders = await test.app.db
      .selectFrom('practiceQuestions')
      .select('optionOrder')
      .where('practiceId', '=', practiceId)
      .execute();
    expect(orders.every((row) => row.optionOrder === null)).toBe(true);
    const change = await test.call(test.teacher, 'PATCH', `/api/assignments/${id}`, { shuffleOptions: true });
    expect(change.statusCode).toBe(409);
    expect(change.json().error.code).toBe('assignment_published');
  });
});

describe('extra time per student', () => {
  it("sets the multiplier on the teacher's link and the server gives that student more time", async () => {
    const test = await setup();
    const other = await test.make.user('student', { name: 'Lee Siu Ming' });
    await test.link(test.student);
    await test.link(other);
    const set = await test.call(test.teacher, 'PATCH', `/api/students/${test.student.id}`, { timeMultiplier: 1.25 });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as StudentLinkView).timeMultiplier).toBe(1.25);
    const listed = (await test.call(test.teacher, 'GET', '/api/students')).json() as { students: StudentLinkView[] };
    expect(listed.students.find((s) => s.studentId === test.student.id)?.timeMultiplier).toBe(1.25);

    const id = await test.publish([test.student, other]);
    const extended = (
      await test.call(test.student, 'GET', `/api/practices/${await test.start(test.student, id)}`)
    ).json() as PracticeView;
    const plain = (
      await test.call(other, 'GET', `/api/practices/${await test.start(other, id)}`)
    ).json() as PracticeView;
    // 30 minutes at 1.25x is 37.5, rounded up to whole minutes.
    expect(extended.timeLimit).toBe(38);
    expect(extended.deadlineAt - extended.startedAt).toBe(38 * 60_000);
    expect(plain.timeLimit).toBe(30);
    expect(plain.deadlineAt - plain.startedAt).toBe(30 * 60_000);
  });

  it('refuses a multiplier out of range and a student who is not linked to this teacher', async () => {
    const test = await setup();
    await test.link(test.student);
    const stranger = await test.make.user('teacher', { name: 'Mr Lam' });
    const tooMuch = await test.call(test.teacher, 'PATCH', `/api/students/${test.student.id}`, { timeMultiplier: 5 });
    expect(tooMuch.statusCode).toBe(400);
    const tooLittle = await test.call(test.teacher, 'PATCH', `/api/students/${test.student.id}`, {
      timeMultiplier: 0.5,
    });
    expect(tooLittle.statusCode).toBe(400);
    const notMine = await test.call(stranger, 'PATCH', `/api/students/${test.student.id}`, { timeMultiplier: 1.5 });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error.code).toBe('link_not_found');
    const byStudent = await test.call(test.student, 'PATCH', `/api/students/${test.student.id}`, {
      timeMultiplier: 1.5,
    });
    expect(byStudent.statusCode).toBe(403);
  });
});

// Issue 29.5: extra time reaches a paper already running, and the due date never cuts a paper's time.
describe('extra time on a running paper', () => {
  it("reaches the student's open paper within 5 s; less extra time never cuts it", async () => {
    const test = await setup();
    await test.link(test.student);
    const practiceId = await test.start(test.student, await test.publish([test.student]));
    const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${baseUrl}/api/events`, test.student.cookie);
    await stream.nextEvent();

    const given = Date.now();
    const set = await test.call(test.teacher, 'PATCH', `/api/students/${test.student.id}`, { timeMultiplier: 1.5 });
    expect(set.statusCode).toBe(200);
    expect(await stream.nextEvent()).toEqual({ event: 'deadline', data: { practiceId } });
    const paper = (await test.call(test.student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    expect(Date.now() - given).toBeLessThan(5000);
    expect(paper.timeLimit).toBe(45);
    expect(paper.deadlineAt - paper.startedAt).toBe(45 * 60_000);
    const clock = (await test.call(test.student, 'GET', `/api/practices/${practiceId}/clock`)).json();
    expect(clock.deadlineAt).toBe(paper.deadlineAt);

    await test.call(test.teacher, 'PATCH', `/api/students/${test.student.id}`, { timeMultiplier: 1 });
    const kept = (await test.call(test.student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    expect(kept.deadlineAt).toBe(paper.deadlineAt);
    await stream.close();
  });

  it("is never cut by the assignment's due date: answers saved after it count, and extra time still reaches it", async () => {
    const test = await setup();
    await test.link(test.student);
    const id = await test.publish([test.student]);
    // The due date passes before the student starts (a late start is accepted and shown late).
    await test.app.db
      .updateTable('assignments')
      .set({ dueDate: Date.now() - 60_000 })
      .where('id', '=', id)
      .execute();
    const practiceId = await test.start(test.student, id);
    const paper = (await test.call(test.student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    expect(paper.deadlineAt - paper.startedAt).toBe(30 * 60_000);
    const saved = await test.call(test.student, 'PUT', `/api/practices/${practiceId}/answers/1`, { ans: 'a', seq: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    await test.call(test.teacher, 'PATCH', `/api/students/${test.student.id}`, { timeMultiplier: 2 });
    const extended = (await test.call(test.student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    expect(extended.deadlineAt - extended.startedAt).toBe(60 * 60_000);
  });
});
