import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { UploadReadView } from '../../../common/ai';
import type { AssignmentView } from '../../../common/assignments';
import { createEmbeddedQueue } from '../../jobs/embedded-queue';
import { createDatabaseFileStore } from '../../storage/database-store';
import { pdf } from '../../storage/testing';
import { createAiTestApp, eventually, readUploadOnce, uploadFiles } from '../../test/ai-app';
import { paperwiseReply } from '../../test/ai-replies';
import { startAiServer } from '../../test/ai-server';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { type FilePart, multipartFiles, paperForm } from '../../test/requests';
import { snapshotDatabase } from '../../test/snapshot';
import { startWorkers } from '../../workers';

const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .png()
    .toBuffer();

async function setup(test: TestApp) {
  const catalogue = await test.make.catalogue({ questionsPerType: 1 });
  const teacher = await test.make.user('teacher');
  const upload = (user: TestUser, parts: FilePart[], query = `subjectId=${catalogue.subjectId}&locale=en`) =>
    uploadFiles(test, user, parts, query);
  return { catalogue, teacher, upload };
}

describe('uploaded assignments', () => {
  it('reads each page of a PDF and a photo with the vision model, then saves the reviewed questions', async () => {
    const test = await createAiTestApp();
    const { catalogue, teacher, upload } = await setup(test);
    const photo = await png();
    const res = await upload(teacher, [
      { bytes: pdf('Question 1'), name: 'worksheet.pdf', type: 'application/pdf' },
      // Named and declared as a PDF: its bytes say PNG, and that is what counts.
      { bytes: photo, name: 'photo.pdf', type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { jobId } = res.json() as { jobId: string };
    const read = await readUploadOnce(test, teacher, jobId);
    expect(read.pages).toBe(2);
    expect(read.questions?.map((q) => q.question.slice(0, 9))).toEqual([
      'Page 1 Q1',
      'Page 1 Q2',
      'Page 2 Q1',
      'Page 2 Q2',
    ]);

    // The vision model got one image per page: the PDF's page drawn as a PNG, then the photo's own bytes.
    expect(test.peer.requests).toHaveLength(2);
    expect(test.peer.requests.map((r) => r.model)).toEqual(['test-vision', 'test-vision']);
    const [first, second] = test.peer.requests.map((r) => r.images);
    expect(first).toHaveLength(1);
    expect(first![0]).toMatch(/^data:image\/png;base64,/);
    const drawn = Buffer.from(first![0]!.split(',')[1]!, 'base64');
    const meta = await sharp(drawn).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 400, height: 200 });
    // Not a blank page: the text was drawn.
    const stats = await sharp(drawn).stats();
    expect(stats.channels[0]!.min).toBeLessThan(100);
    expect(second).toEqual([`data:image/png;base64,${photo.toString('base64')}`]);
    expect(JSON.stringify(test.peer.requests[1]!.messages)).toContain('page 2 of 2');
    // Tokens and cost on the teacher's job; the stored files are gone once read.
    const job = await test.app.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ createdBy: teacher.id, queue: 'ai.read-upload' });
    expect(job.tokensIn).toBeGreaterThan(0);
    const payload = JSON.parse(job.payload) as { files: Array<{ key: string }> };
    const stored = createDatabaseFileStore(test.app.db);
    for (const file of payload.files) expect(await stored.get(file.key)).toBeNull();

    // The teacher removes one and edits another; saving creates the unpublished assignment with those.
    const reviewed = read.questions!.filter((_, index) => index !== 1);
    reviewed[0] = { ...reviewed[0]!, question: 'Edited: what is $\\frac{1}{2} + \\frac{1}{4}$?' };
    const save = (questions: unknown[]) =>
      test.call(teacher, 'POST', '/api/assignments/upload/save', {
        subjectId: catalogue.subjectId,
        chapterId: catalogue.chapterIds[0],
        locale: 'en',
        timeLimit: 30,
        dueDate: Date.now() + 86_400_000,
        questions,
      });
    const saved = await save(reviewed);
    expect(saved.statusCode, saved.body).toBe(201);
    const id = (saved.json() as { id: string }).id;
    const view = (await test.call(teacher, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    expect(view).toMatchObject({ published: false, noOfQuestions: 3, timeLimit: 30 });
    expect(view.questions.map((q) => [q.type, q.questionId, q.totalScore])).toEqual([
      ['mc', null, 1],
      ['mc', null, 1],
      ['short', null, 2],
    ]);
    expect(view.questions[0]!.source.question).toBe('Edited: what is $\\frac{1}{2} + \\frac{1}{4}$?');
    expect(view.questions[0]!.correctAns).toBe('a');
    expect(view.questions[0]!.questionHtml).toContain('katex');

    // A free teacher's assignment holds at most 5 questions: six are refused whole, nothing saved.
    const countBefore = (await test.app.db.selectFrom('assignments').select('id').execute()).length;
    const six = await save([...read.questions!, ...read.questions!.slice(0, 2)]);
    expect(six.json().error.code).toBe('free_limit_assignment_questions');
    expect((await test.app.db.selectFrom('assignments').select('id').execute()).length).toBe(countBefore);

    // Someone else's reading does not exist for them.
    const other = await test.make.user('teacher');
    const peek = await test.call(other, 'GET', `/api/assignments/upload/${jobId}`);
    expect(peek.statusCode).toBe(404);
  });

  it('refuses wrong bytes, a file over 10 MB and an eleventh file, writing nothing', async () => {
    const test = await createAiTestApp();
    const { teacher, upload } = await setup(test);
    const student = await test.make.user('student');
    const before = await snapshotDatabase(test.app.db);
    const photo = await png();

    const text = await upload(teacher, [
      { bytes: photo, name: 'a.png', type: 'image/png' },
      { bytes: Buffer.from('GIF89a not a page'), name: 'scan.png', type: 'image/png' },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatchObject({ code: 'invalid_file_type' });

    const big = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(teacher, [{ bytes: big, name: 'big.png', type: 'image/png' }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toMatchObject({ code: 'payload_too_large', params: { mb: 10 } });

    const eleven = Array.from({ length: 11 }, (_, n) => ({ bytes: photo, name: `p${n}.png`, type: 'image/png' }));
    const tooMany = await upload(teacher, eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({ code: 'too_many_files', params: { max: 10 } });

    const none = await test.call(teacher, 'POST', '/api/assignments/upload?subjectId=x&locale=en');
    expect(none.json().error.code).toBe('file_required');

    expect((await upload(student, [{ bytes: photo, name: 'a.png', type: 'image/png' }])).statusCode).toBe(403);

    expect(await snapshotDatabase(test.app.db)).toEqual(before);
    expect(test.peer.requests).toHaveLength(0);
  });

  it('says the reading failed when the endpoint keeps refusing, and removes the stored files', async () => {
    const test = await createAiTestApp();
    const { teacher, upload } = await setup(test);
    test.peer.failNext(400, 400, 400);
    const res = await upload(teacher, [{ bytes: await png(), name: 'a.png', type: 'image/png' }]);
    const { jobId } = res.json() as { jobId: string };
    const view = await readUploadOnce(test, teacher, jobId, 'failed');
    expect(view).toMatchObject({ questions: null, pages: null });
    expect(test.peer.requests).toHaveLength(3);
    const job = await test.app.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    const payload = JSON.parse(job.payload) as { files: Array<{ key: string }> };
    await eventually(async () => (await createDatabaseFileStore(test.app.db).get(payload.files[0]!.key)) === null);
  });

  it('answers ai_not_configured without AI settings, writing nothing', async () => {
    const test = await createTestApp();
    const { teacher, upload } = await setup(test);
    const before = await snapshotDatabase(test.app.db);
    const res = await upload(teacher, [{ bytes: await png(), name: 'a.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ai_not_configured');
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });
});

describe('a photo of a written answer', () => {
  it('is read by the vision model into text for the student to check; only for their own open paper', async () => {
    const test = await createAiTestApp();
    const { catalogue } = await setup(test);
    const student = await test.make.user('student');
    const paper = await test.call(student, 'POST', '/api/practices', paperForm(catalogue, { mc: 1, short: 1 }));
    expect(paper.statusCode, paper.body).toBe(201);
    const practice = paper.json() as { id: string; questions: Array<{ questionNo: number; type: string }> };
    const written = practice.questions.find((q) => q.type === 'short')!.questionNo;
    const mc = practice.questions.find((q) => q.type === 'mc')!.questionNo;
    const photo = await png();
    const send = async (user: TestUser, questionNo: number, parts: FilePart[]) =>
      test.app.inject({
        method: 'POST',
        url: `/api/ai/read-answer?practiceId=${practice.id}&questionNo=${questionNo}`,
        ...(await multipartFiles(parts, user.cookie)),
      });
    const jpeg = await sharp(photo).jpeg().toBuffer();

    const res = await send(student, written, [{ bytes: jpeg, name: 'answer.png', type: 'image/png' }]);
    expect(res.statusCode, res.body).toBe(201);
    const { jobId } = res.json() as { jobId: string };
    const read = await eventually(async () => {
      const view = (await test.call(student, 'GET', `/api/ai/read-answer/${jobId}`)).json() as {
        state: string;
        text: string | null;
      };
      return view.state === 'completed' && view;
    });
    expect(read.text).toBe('$x^2 - 9 = (x-3)(x+3)$, so $x = 3$ or $x = -3$.');
    // The photo went to the vision model as it was sent (a JPEG, whatever its name said), with the question.
    expect(test.peer.requests).toHaveLength(1);
    expect(test.peer.requests[0]!.model).toBe('test-vision');
    expect(test.peer.requests[0]!.images).toEqual([`data:image/jpeg;base64,${jpeg.toString('base64')}`]);
    expect(JSON.stringify(test.peer.requests[0]!.messages)).toContain('What is $0 + 1$?');

    // Refused: an MC question, a PDF, two photos, someone else's paper, a teacher.
    const other = await test.make.user('student');
    const teacher = await test.make.user('teacher');
    const one = [{ bytes: photo, name: 'a.png', type: 'image/png' }];
    expect((await send(student, mc, one)).json().error.code).toBe('invalid_type');
    const asPdf = await send(student, written, [{ bytes: pdf('x'), name: 'a.pdf', type: 'application/pdf' }]);
    expect(asPdf.json().error.code).toBe('invalid_file_type');
    expect((await send(student, written, [...one, ...one])).json().error).toMatchObject({
      code: 'too_many_files',
      params: { max: 1 },
    });
    expect((await send(other, written, one)).statusCode).toBe(404);
    expect((await send(teacher, written, one)).statusCode).toBe(403);
    const peek = await test.call(other, 'GET', `/api/ai/read-answer/${jobId}`);
    expect(peek.statusCode).toBe(404);
    expect(test.peer.requests).toHaveLength(1);
  });
});

describe('OCR of one image for an editor', () => {
  it("reads the text with the vision model for a teacher; a student may not, nor anyone read another's", async () => {
    const test = await createAiTestApp();
    const { teacher } = await setup(test);
    const photo = await png();
    const one = [{ bytes: photo, name: 'scan.png', type: 'image/png' }];
    const send = async (user: TestUser, parts: FilePart[]) =>
      test.app.inject({ method: 'POST', url: '/api/ai/ocr', ...(await multipartFiles(parts, user.cookie)) });
    const res = await send(teacher, one);
    expect(res.statusCode, res.body).toBe(201);
    const { jobId } = res.json() as { jobId: string };
    const read = await eventually(async () => {
      const view = (await test.call(teacher, 'GET', `/api/ai/ocr/${jobId}`)).json() as {
        state: string;
        text: string | null;
      };
      return view.state === 'completed' && view;
    });
    expect(read.text).toBe('Solve $x^2 = 9$.');
    expect(test.peer.requests[0]!.images).toEqual([`data:image/png;base64,${photo.toString('base64')}`]);
    expect(test.peer.requests[0]!.model).toBe('test-vision');

    const student = await test.make.user('student');
    const other = await test.make.user('teacher');
    expect((await send(student, one)).statusCode).toBe(403);
    const notImage = await send(teacher, [{ bytes: Buffer.from('hello'), name: 'a.png', type: 'image/png' }]);
    expect(notImage.json().error.code).toBe('invalid_file_type');
    const peek = await test.call(other, 'GET', `/api/ai/ocr/${jobId}`);
    expect(peek.statusCode).toBe(404);
  });

  it('reads the text for an admin and a super-admin; a student may not, nor a teacher read their job', async () => {
    const test = await createAiTestApp();
    const one = [{ bytes: await png(), name: 'notes.png', type: 'image/png' }];
    const send = async (user: TestUser) =>
      test.app.inject({ method: 'POST', url: '/api/ai/ocr', ...(await multipartFiles(one, user.cookie)) });
    const read = async (user: TestUser, jobId: string) => test.call(user, 'GET', `/api/ai/ocr/${jobId}`);
    for (const role of ['admin', 'super-admin'] as const) {
      const user = await test.make.user(role);
      const res = await send(user);
      expect(res.statusCode, res.body).toBe(201);
      const { jobId } = res.json() as { jobId: string };
      const done = await eventually(async () => {
        const view = (await read(user, jobId)).json() as { state: string; text: string | null };
        return view.state === 'completed' && view;
      });
      expect(done.text).toBe('Solve $x^2 = 9$.');
      // The image waited in the database for whichever worker took the job, and was removed once read.
      const job = await test.app.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
      const { key } = JSON.parse(job.payload) as { key: string };
      expect(await createDatabaseFileStore(test.app.db).get(key)).toBeNull();
      // Read with the prompt that names notes and blog posts beside questions (ocr.v1 stays for the jobs it read).
      expect(JSON.parse(job.result ?? '{}')).toMatchObject({ promptId: 'ocr.v2' });
      expect((await read(await test.make.user('teacher'), jobId)).statusCode).toBe(404);
    }
    expect((await send(await test.make.user('student'))).statusCode).toBe(403);
    const anonymous = await test.app.inject({ method: 'POST', url: '/api/ai/ocr', ...(await multipartFiles(one, '')) });
    expect(anonymous.statusCode).toBe(401);
    expect(test.peer.requests).toHaveLength(2);
  });
});

describe('where an upload waits for its job', () => {
  it('in the database: a worker with its own connection and an empty data folder reads it, as on another machine', async () => {
    const peer = await startAiServer({ reply: paperwiseReply });
    onTestFinished(() => peer.close());
    const ai = {
      baseUrl: peer.baseUrl,
      apiKey: 'test-key',
      model: 'test-model',
      visionModel: 'test-vision',
      maxRetries: 0,
    };
    const test = await createTestApp({ ai });
    const { teacher, upload } = await setup(test);
    // The other machine: a second server on the same database (its own connection), whose folder holds nothing.
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'paperwise-worker-'));
    onTestFinished(() => rmSync(elsewhere, { recursive: true, force: true }));
    const worker = await test.twin();
    const queue = createEmbeddedQueue(worker.db, { pollMs: 20, backoffBaseMs: 50 });
    worker.addHook('onClose', async () => queue.stop());
    startWorkers(queue, { ...worker.appContext, config: { ...test.config, dataDir: elsewhere } });

    const res = await upload(teacher, [{ bytes: await png(), name: 'photo.png', type: 'image/png' }]);
    expect(res.statusCode, res.body).toBe(201);
    const { jobId } = res.json() as { jobId: string };
    const read = await eventually(async () => {
      const view = (await test.call(teacher, 'GET', `/api/assignments/upload/${jobId}`)).json() as UploadReadView;
      return view.state !== 'queued' && view.state !== 'running' && view;
    }, 30_000);
    expect(read).toMatchObject({ state: 'completed', pages: 1 });
    expect(readdirSync(test.config.dataDir)).not.toContain('files');
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(await test.app.db.selectFrom('storedFiles').select('key').execute()).toEqual([]);
  });
});
