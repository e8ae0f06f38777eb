import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AssignmentResults, HandInPagesView } from '../../../common/assignments';
import type { PracticeView } from '../../../common/practice';
import { pdf } from '../../storage/testing';
import { createClassroom } from '../../test/classroom';
import type { TestUser } from '../../test/factories';
import { assignmentForm, type FilePart, multipartFiles, paperForm, publishAssignment } from '../../test/requests';

const png = () =>
  sharp({ create: { width: 60, height: 80, channels: 3, background: { r: 250, g: 250, b: 250 } } })
    .png()
    .toBuffer();

/** A teacher's published assignment (2 MC, 1 short) set for a linked student; no AI is configured. */
async function setup() {
  const test = await createClassroom({ linked: true });
  const { teacher, student, catalogue } = test;
  const form = assignmentForm(paperForm(catalogue, { mc: 2, short: 1 }), [student]);
  const assignmentId = await publishAssignment(test, teacher, form);
  const base = `/api/assignments/${assignmentId}/students/${student.id}`;
  const handIn = async (user: TestUser, parts: FilePart[], url = `${base}/hand-in`) =>
    test.app.inject({ method: 'POST', url, ...(await multipartFiles(parts, user.cookie)) });
  return { ...test, assignmentId, base, handIn };
}

describe('a paper handed in on paper (uploadSubmission)', () => {
  it('is kept for the teacher to mark by hand, every answer awaiting a mark, with no AI configured', async () => {
    const test = await setup();
    expect(test.app.appContext.config.ai).toBeNull();
    const res = await test.handIn(test.teacher, [
      { bytes: pdf('Answer to question 1'), name: 'scan.pdf', type: 'application/pdf' },
      { bytes: await png(), name: 'page 2.png', type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json() as HandInPagesView;
    expect(view.pages.map((page) => page.no)).toEqual([1, 2]);

    // The results count the student as handed in; the paper is finished as an upload, nothing marked.
    const results = (
      await test.call(test.teacher, 'GET', `/api/assignments/${test.assignmentId}/results`)
    ).json() as AssignmentResults;
    const row = results.students.find((item) => item.student.id === test.student.id);
    expect(row?.finishedAt).not.toBeNull();
    expect(row?.practiceId).toBe(view.practiceId);
    const practiceId = view.practiceId ?? '';
    const stored = await test.app.db
      .selectFrom('practices')
      .select(['finishedBy'])
      .where('id', '=', practiceId)
      .executeTakeFirstOrThrow();
    expect(stored.finishedBy).toBe('upload');
    const paper = (await test.call(test.teacher, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    expect(paper.questions.map((q) => q.score)).toEqual([null, null, null]);
    expect(paper.pendingMarking).toBe(3);
    expect(paper.score).toBe(0);

    // The pages: the PDF's page drawn as a PNG, then the photo as it came.
    const first = await test.call(test.teacher, 'GET', view.pages[0]!.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect((await sharp(first.rawPayload).metadata()).width).toBeGreaterThan(100);
    const second = await test.call(test.teacher, 'GET', view.pages[1]!.url);
    expect((await sharp(second.rawPayload).metadata()).width).toBe(60);

    // The teacher marks by hand, the MC answers included; the paper's score follows.
    for (const [questionNo, score] of [
      [1, 1],
      [2, 0],
      [3, 2],
    ] as const) {
      const marked = await test.call(
        test.teacher,
        'PUT',
        `/api/practices/${practiceId}/questions/${questionNo}/score`,
        {
          score,
        },
      );
      expect(marked.statusCode, marked.body).toBe(200);
    }
    const final = (await test.call(test.teacher, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    expect(final.pendingMarking).toBe(0);
    expect(final.score).toBe(3);

    // A second upload adds its pages after the first ones, and leaves the marks.
    const more = await test.handIn(test.teacher, [{ bytes: await png(), name: 'late page.png', type: 'image/png' }]);
    expect(more.statusCode, more.body).toBe(201);
    expect((more.json() as HandInPagesView).pages.map((page) => page.no)).toEqual([1, 2, 3]);
    const after = (await test.call(test.teacher, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    expect(after.score).toBe(3);
  });

  it('is refused to anyone but the teacher who set it, for files that are not pages, and over a paper done on screen', async () => {
    const test = await setup();
    const other = await test.make.user('teacher');
    const photo: FilePart = { bytes: await png(), name: 'p.png', type: 'image/png' };
    expect((await test.handIn(other, [photo])).statusCode).toBe(404);
    expect((await test.handIn(test.student, [photo])).statusCode).toBe(403);
    const stranger = await test.make.user('student');
    const unassigned = await test.handIn(
      test.teacher,
      [photo],
      `/api/assignments/${test.assignmentId}/students/${stranger.id}/hand-in`,
    );
    expect(unassigned.statusCode).toBe(404);
    // Declared a PNG; its bytes are text: the type comes from the bytes.
    const text = await test.handIn(test.teacher, [{ bytes: Buffer.from('hello'), name: 'a.png', type: 'image/png' }]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: { code: 'invalid_file_type' } });
    const eleven = await test.handIn(
      test.teacher,
      Array.from({ length: 11 }, () => photo),
    );
    expect(eleven.json()).toMatchObject({ error: { code: 'too_many_files' } });
    expect(await test.app.db.selectFrom('handInPages').selectAll().execute()).toEqual([]);
    expect((await test.call(test.teacher, 'GET', `${test.base}/pages`)).json()).toEqual({
      practiceId: null,
      pages: [],
    });

    // The pages: the teacher's alone.
    expect((await test.handIn(test.teacher, [photo])).statusCode).toBe(201);
    expect((await test.call(other, 'GET', `${test.base}/pages/1`)).statusCode).toBe(404);
    expect((await test.call(test.student, 'GET', `${test.base}/pages/1`)).statusCode).toBe(403);
    expect((await test.call(null, 'GET', `${test.base}/pages/1`)).statusCode).toBe(401);
    expect((await test.call(test.teacher, 'GET', `${test.base}/pages/2`)).statusCode).toBe(404);
  });

  it('never replaces a paper the student handed in on screen', async () => {
    const test = await setup();
    const started = await test.call(test.student, 'POST', `/api/assignments/${test.assignmentId}/start`);
    const { practiceId } = started.json() as { practiceId: string };
    expect((await test.call(test.student, 'POST', `/api/practices/${practiceId}/submit`)).statusCode).toBe(200);
    const res = await test.handIn(test.teacher, [{ bytes: await png(), name: 'p.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'submission_answered' } });
  });
});
