import { describe, expect, it } from 'vitest';
import type { PracticeView } from '../../../common/practice';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { assignmentForm, callAs, paperForm, publishAssignment } from '../../test/requests';

// Issue 24, "marks have owners" (docs/product-rules.md, "Who marks"): on an assignment only the teacher (or the AI)
// marks written answers; on a student's own practice an AI mark can be disputed, not overwritten.

async function setup() {
  const test = await createTestApp();
  const teacher = await test.make.user('teacher');
  const student = await test.make.user('student');
  await test.make.premium(teacher, 'teacher');
  await test.make.premium(student);
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  const call = callAs(test.app);
  await test.make.link(teacher, student);
  const paper = paperForm(catalogue, { mc: 1, short: 1 });
  return { test, teacher, student, call, paper };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** The student's finished paper of a published assignment, with a written answer in question 2. */
async function assignmentPaper({ teacher, student, call, paper }: Setup): Promise<string> {
  const form = assignmentForm(paper, [student], { dueDate: Date.now() + 86_400_000 });
  const assignmentId = await publishAssignment({ call }, teacher, form);
  const started = await call(student, 'POST', `/api/assignments/${assignmentId}/start`);
  const practiceId = (started.json() as { practiceId: string }).practiceId;
  return finishWithWrittenAnswer(call, student, practiceId);
}

async function finishWithWrittenAnswer(call: Setup['call'], student: TestUser, practiceId: string) {
  const view = (await call(student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
  const written = view.questions.find((q) => q.type !== 'mc')!;
  expect(
    (await call(student, 'PUT', `/api/practices/${practiceId}/answers/${written.questionNo}`, { ans: 'x = 3', seq: 1 }))
      .statusCode,
  ).toBe(200);
  expect((await call(student, 'POST', `/api/practices/${practiceId}/submit`)).statusCode).toBe(200);
  return practiceId;
}

/** The student's own finished practice of `paper` and its written question, answered. */
async function ownPaper({ student, call, paper }: Setup) {
  const created = await call(student, 'POST', '/api/practices', paper);
  const practiceId = await finishWithWrittenAnswer(call, student, (created.json() as { id: string }).id);
  const view = (await call(student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
  return { practiceId, written: view.questions.find((q) => q.type !== 'mc')! };
}

describe('who marks a written answer', () => {
  it("on an assignment: the teacher only; the student's mark is refused and nothing changes", async () => {
    const setupped = await setup();
    const { teacher, student, call } = setupped;
    const practiceId = await assignmentPaper(setupped);
    const before = (await call(student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    const written = before.questions.find((q) => q.type !== 'mc')!;
    const url = `/api/practices/${practiceId}/questions/${written.questionNo}/score`;

    const selfMark = await call(student, 'PUT', url, { score: 1 });
    expect(selfMark.statusCode).toBe(409);
    expect(selfMark.json().error).toMatchObject({ code: 'marked_by_teacher_only' });
    const after = (await call(student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    expect(after.questions.find((q) => q.questionNo === written.questionNo)).toMatchObject({
      score: null,
      markedBy: null,
    });
    expect(after.pendingMarking).toBe(before.pendingMarking);

    const marked = await call(teacher, 'PUT', url, { score: written.totalScore });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((marked.json() as PracticeView).questions.find((q) => q.questionNo === written.questionNo)).toMatchObject({
      score: written.totalScore,
      markedBy: 'teacher',
    });
  });

  it('on their own practice: an AI mark is disputed, not overwritten; the score follows the AI until a teacher marks', async () => {
    const setupped = await setup();
    const { test, teacher, student, call } = setupped;
    const { practiceId, written } = await ownPaper(setupped);
    // The AI marked it 1 (as ai-paper.ts applyAiMark does).
    await test.app.db
      .updateTable('practiceQuestions')
      .set({ score: 1, markedBy: 'ai' })
      .where('practiceId', '=', practiceId)
      .where('questionNo', '=', written.questionNo)
      .execute();
    const url = `/api/practices/${practiceId}/questions/${written.questionNo}/score`;
    const disputed = await call(student, 'PUT', url, { score: 2 });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const afterDispute = (disputed.json() as PracticeView).questions.find((q) => q.questionNo === written.questionNo);
    expect(afterDispute).toMatchObject({ score: 1, markedBy: 'ai', disputeScore: 2 });

    const byTeacher = await call(teacher, 'PUT', url, { score: 2 });
    expect((byTeacher.json() as PracticeView).questions.find((q) => q.questionNo === written.questionNo)).toMatchObject(
      { score: 2, markedBy: 'teacher', disputeScore: 2 },
    );
  });

  it("takes a full mark up to the question's own total, 13 for a Section B question, and refuses more", async () => {
    const setupped = await setup();
    const { test, teacher, call } = setupped;
    const { practiceId, written } = await ownPaper(setupped);
    await test.app.db
      .updateTable('practiceQuestions')
      .set({ totalScore: 13 })
      .where('practiceId', '=', practiceId)
      .where('questionNo', '=', written.questionNo)
      .execute();
    const url = `/api/practices/${practiceId}/questions/${written.questionNo}/score`;
    const full = await call(teacher, 'PUT', url, { score: 13 });
    expect(full.statusCode, full.body).toBe(200);
    expect((full.json() as PracticeView).questions.find((q) => q.questionNo === written.questionNo)?.score).toBe(13);
    const over = await call(teacher, 'PUT', url, { score: 13.5 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({ code: 'invalid_score' });
  });
});
