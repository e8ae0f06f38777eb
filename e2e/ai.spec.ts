import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { pdf } from '../server/storage/testing';
import { makeDocx } from '../web/test/docx';
import { ADMIN, createChapterByApi, SUPER_ADMIN } from './admin-helpers';
import {
  choosePracticeQuestions,
  DEMO,
  holdAi,
  isPhone,
  linkByApi,
  newTeacherPage,
  openIn,
  readPractice,
  screenshot,
  signInByApi,
  signUpStudentByApi,
  startPracticeByApi,
} from './helpers';

// The e2e server's AI is the local peer (scripts/e2e-server.ts), answering every request after 3 s: an AI paper of
// three questions takes about nine seconds to write, so the student is seen starting before it is complete; what a
// test must see waiting, it holds at the peer (holdAi).

const labels = {
  en: {
    generate: 'Generate with AI',
    questionOf: (no: number, total: number) => `Question ${no} of ${total}`,
    written: /of 3 questions written/,
    waitingFor3: 'Question 3 is on its way…',
    disclaimer: /Written by AI/,
    answer: 'Your answer',
    savedAt: /^Saved at /,
    submit: 'Submit',
    marked: /marked by AI/,
    aiMark: 'AI mark: 3 / 4',
    feedback: /show every step/,
    /** how the question-writing prompt names the paper's language (server/ai/questions.ts) */
    promptLanguage: 'English',
  },
  zh: {
    generate: 'AI 生成試卷',
    questionOf: (no: number, total: number) => `第 ${no} 題（共 ${total} 題）`,
    written: /已撰寫 \d \/ 3 題/,
    waitingFor3: '第 3 題即將送達…',
    disclaimer: /由 AI 撰寫/,
    answer: '你的答案',
    savedAt: /^已於 .* 儲存$/,
    submit: '交卷',
    marked: /已由 AI 評分/,
    aiMark: 'AI 評分：3 / 4',
    feedback: /show every step/,
    promptLanguage: 'Traditional Chinese',
  },
} as const;

for (const language of ['en', 'zh'] as const) {
  // English on a desktop, Chinese on a phone: the working screen's layout changes there.
  const only = language === 'en' ? '@desktop-only' : '@phone-only';
  test(
    `an AI paper streams in, is marked by AI on the result screen, and a teacher agrees with a mark (${language})`,
    { tag: only },
    async ({ page, browser }, testInfo) => {
      test.slow();
      const l = labels[language];
      await openIn(page, '/', language);
      const studentEmail = await signUpStudentByApi(page, { name: 'Lee Ka Yan', language });
      await page.goto('/app/free-practice');
      await choosePracticeQuestions(page, language, { mc: 2, short: 1, long: 0 });
      await screenshot(page, testInfo, `ai-practice-form-${language}`, false);
      // The peer holds question 3 (the short one: its prompt lists the two written before it) until this test has
      // seen it being waited for, however slowly the machine loads the pages.
      const third = await holdAi(page, ['Type: short', `Language: ${l.promptLanguage}`, ' | ']);
      await page.getByRole('button', { name: l.generate }).click();

      // The paper opens at once; question 1 arrives while the rest are still being written.
      await expect(page).toHaveURL(/\/app\/working\/[^/]+\/1$/);
      const practiceId = page.url().split('/').at(-2)!;
      // Question 3, opened in another tab while it is still being written, waits there and is asked for again
      // instead of sending the student back to question 1.
      const early = await page.context().newPage();
      await early.goto(`/app/working/${practiceId}/3`);
      await expect(early.getByText(l.waitingFor3)).toBeVisible();
      await expect(page.getByRole('heading', { name: l.questionOf(1, 3) })).toBeVisible();
      await expect(page.getByText(l.written)).toBeVisible();
      await expect(page.getByText(l.disclaimer).first()).toBeVisible();
      await screenshot(page, testInfo, `ai-working-streaming-${language}`);
      await page.keyboard.press('a');
      await expect(page.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
      await third.release();

      // The rest arrive without a reload; the tab opened on question 3 while it was being written got it too.
      await expect(page.getByText(l.written)).toBeHidden({ timeout: 15_000 });
      await expect(early.getByRole('heading', { name: l.questionOf(3, 3) })).toBeVisible({ timeout: 15_000 });
      await expect(early).toHaveURL(new RegExp(`/app/working/${practiceId}/3$`));
      await early.close();
      await page.goto(`/app/working/${practiceId}/3`);
      await expect(page.getByRole('heading', { name: l.questionOf(3, 3) })).toBeVisible();
      await page.getByLabel(l.answer).fill('x = 2 or x = 3, by factorising.');
      await expect(page.getByText(l.savedAt)).toBeVisible();
      await page.getByRole('button', { name: l.submit, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: l.submit, exact: true }).click();

      // The result: awaiting marks, then the AI's (2 + 1 of the short question's 4), in the score.
      await expect(page).toHaveURL(new RegExp(`/app/result/${practiceId}`));
      await expect(page.getByTestId('ai-marking')).toContainText(l.marked, { timeout: 15_000 });
      await screenshot(page, testInfo, `ai-result-${language}`);
      await page.goto(`/app/solution/${practiceId}/3`);
      await expect(page.getByTestId('ai-mark')).toContainText(l.aiMark);
      await expect(page.getByTestId('ai-mark')).toContainText(l.feedback);
      await screenshot(page, testInfo, `ai-solution-${language}`);

      // A linked teacher agrees with the AI's mark in one click; it is recorded beside the AI's.
      const teacher = await newTeacherPage(browser, page.viewportSize());
      await linkByApi(teacher, page, studentEmail);
      await teacher.goto(`/app/solution/${practiceId}/3`);
      await teacher.getByRole('button', { name: 'Agree with AI mark' }).click();
      await expect(teacher.getByTestId('ai-mark')).toContainText("Teacher's mark: 3");
      if (!isPhone(testInfo)) await screenshot(teacher, testInfo, 'ai-teacher-agrees');
      const marking = await (await page.request.get(`/api/ai/practices/${practiceId}/marking`)).json();
      expect(marking.marks[0]).toMatchObject({ questionNo: 3, score: 3, teacherScore: 3 });
      await teacher.context().close();
    },
  );
}

test(
  'a teacher generates an AI assignment for the demo student, lands on confirm, adds and changes a question with AI, reads a question from an image',
  {
    tag: '@desktop-only',
  },
  async ({ page }, testInfo) => {
    test.slow();
    await signInByApi(page, DEMO.teacher);
    await openIn(page, '/app/create-assignment', 'en');
    await page.getByRole('tab', { name: 'Generate with AI' }).click();
    await expect(page).toHaveURL(/\?tab=ai$/);
    await expect(page.getByText(/AI writes new questions for the chosen chapters/)).toBeVisible();

    // The bank tab's checks: no chapter chosen yet is shown on the field, and nothing is sent.
    await page.getByLabel('Multiple choice').fill('2');
    await page.getByLabel('Short questions').fill('0');
    await page.getByLabel('Long questions').fill('0');
    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();

    await page.getByRole('checkbox', { name: /Demo Student/ }).check();
    await page
      .getByRole('checkbox', { name: /^All chapters in/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Generate with AI' }).click();

    // The job writes two questions (3 s each at the peer): the progress bar and stop button show meanwhile.
    await expect(page.getByText(/AI is writing the questions: \d+%/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop writing' })).toBeVisible();
    await screenshot(page, testInfo, 'ai-assignment-writing');
    await expect(page).toHaveURL(/\/app\/confirm-assignment\/[\w-]+$/, { timeout: 30_000 });
    await expect(page.getByTestId('paper-question')).toHaveCount(2);
    await expect(page.getByTestId('assignment-state')).toHaveText('Not published');
    const assignmentId = page.url().split('/').pop() ?? '';
    const saved = await (await page.request.get(`/api/assignments/${assignmentId}`)).json();
    expect(saved.students.map((student: { displayName: string }) => student.displayName)).toEqual(['Demo Student']);
    expect(saved.questions).toHaveLength(2);

    // Add a question with AI (chapter, type, level): it is written, checked and added at the end.
    await page.getByRole('button', { name: 'Add a question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a question' });
    await dialog.getByText('With AI', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Add to the paper' }).click();
    await expect(dialog.getByText('AI is writing the question and checking it…')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('paper-question')).toHaveCount(3);

    // Change question 1 with AI: a new question takes its place.
    const firstText = await page.getByTestId('paper-question').first().locator('.rich-text').first().textContent();
    await page.getByRole('button', { name: 'Change with AI: Question 1' }).click();
    await expect(page.getByText('AI is writing a new question in place of this one…')).toBeVisible();
    await expect(page.getByText('AI is writing a new question in place of this one…')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('paper-question').first().locator('.rich-text').first()).not.toHaveText(
      firstText ?? '',
    );
    await expect(page.getByTestId('paper-question')).toHaveCount(3);
    await screenshot(page, testInfo, 'ai-assignment-confirm-changed');

    // OCR into the question editor: the text of an image, maths as LaTeX, lands in the question's text.
    await page.getByRole('button', { name: 'Add a question' }).click();
    const writeDialog = page.getByRole('dialog', { name: 'Add a question' });
    await writeDialog.getByText('Write a new one', { exact: true }).click();
    const scan = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await writeDialog.getByTestId('ocr-input').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: scan });
    await expect(writeDialog.getByLabel('Question', { exact: true })).toHaveValue('Solve $x^2 = 9$.', {
      timeout: 20_000,
    });
    await writeDialog.getByRole('button', { name: 'Cancel' }).click();
  },
);

/** The demo teacher on the upload-assignment tab, in English, with the demo student chosen. */
async function openUploadTab(page: Page) {
  await signInByApi(page, DEMO.teacher);
  await openIn(page, '/app/create-assignment?tab=upload', 'en');
  await expect(page.getByText(/AI reads every page into questions/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: /Demo Student/ }).check();
}

test(
  'a teacher uploads a PDF, reviews what AI read, and saves it as an assignment',
  {
    tag: '@desktop-only',
  },
  async ({ page }, testInfo) => {
    test.slow();
    await openUploadTab(page);

    // Nothing chosen: the spec's message, nothing sent.
    await page.getByRole('button', { name: 'Read with AI' }).click();
    await expect(page.getByText('No files selected', { exact: true })).toBeVisible();

    // The app's file picker opens the dialog from its button (issue 26: Word and Excel files are taken too).
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).click();
    await (await chooser).setFiles({ name: 'worksheet.pdf', mimeType: 'application/pdf', buffer: pdf('Question 1') });
    await expect(page.getByTestId('upload-files')).toContainText('worksheet.pdf');
    await page.getByRole('button', { name: 'Read with AI' }).click();
    await expect(page.getByText(/AI is reading the pages: \d+%/)).toBeVisible();

    // The review screen: both questions read off the page, editable; nothing is saved yet.
    await expect(page.getByRole('heading', { name: '2 questions read' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('read-question')).toHaveCount(2);
    await page.getByLabel('Question (Question 1)').fill('Edited: what is $\\frac{1}{2} + \\frac{1}{4}$?');
    await page.getByRole('button', { name: 'Remove: Question 2' }).click();
    await expect(page.getByTestId('read-question')).toHaveCount(1);
    await screenshot(page, testInfo, 'ai-upload-review');
    await page.getByRole('button', { name: 'Create and review' }).click();

    await expect(page).toHaveURL(/\/app\/confirm-assignment\/[\w-]+$/);
    await expect(page.getByTestId('paper-question')).toHaveCount(1);
    await expect(page.getByTestId('paper-question').first()).toContainText('Edited: what is');
    await expect(page.getByTestId('paper-question').first().locator('.katex').first()).toBeVisible();
  },
);

test('a teacher uploads a Word worksheet, reviews what AI read, and saves it as an assignment', {
  tag: '@desktop-only',
}, async ({ page }) => {
  test.slow();
  await openUploadTab(page);

  // A real .docx (issue 26): the browser turns it into HTML with mammoth and sends that for the text model to read.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({
    name: 'worksheet.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(makeDocx('<w:p><w:r><w:t>1. Explain why x^2 - 9 = (x-3)(x+3).</w:t></w:r></w:p>')),
  });
  // Converted as it is picked: the file listed is the HTML that will be sent (web/lib/fileConvert.ts).
  await expect(page.getByTestId('upload-files')).toContainText('worksheet.html');
  await page.getByRole('button', { name: 'Read with AI' }).click();

  // The review step: the one written question the text model read off the document (the test AI answers the
  // read-document prompt with "Document 1 Q1"; a page sent as an image would have come back as two page questions).
  await expect(page.getByRole('heading', { name: '1 question read' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('read-question')).toHaveCount(1);
  await expect(page.getByLabel('Question (Question 1)')).toHaveValue(/^Document 1 Q1: explain why/);
  await page.getByRole('button', { name: 'Create and review' }).click();

  await expect(page).toHaveURL(/\/app\/confirm-assignment\/[\w-]+$/);
  await expect(page.getByTestId('paper-question')).toHaveCount(1);
  await expect(page.getByTestId('paper-question').first()).toContainText('Document 1 Q1: explain why');
  await expect(page.getByTestId('paper-question').first().locator('.katex').first()).toBeVisible();
});

test('a student reads a written answer from a photo into the answer box, checks it, and it is saved', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await openIn(page, '/', 'en');
  await signUpStudentByApi(page);
  const practice = await startPracticeByApi(page, { mc: 0, short: 1 });
  await page.goto(`/app/working/${practice.id}/1`);
  const answer = page.getByLabel('Your answer');
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await answer.fill('My working:');
  const photo = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  await page
    .getByTestId('answer-photo-input')
    .setInputFiles({ name: 'answer.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('AI is reading your photo…')).toBeVisible();
  // The text read is added to what was typed; the student checks it, and it is saved like typing.
  await expect(answer).toHaveValue(/^My working:\n.*x = 3\$ or \$x = -3/, { timeout: 20_000 });
  await expect(page.getByText(/Check it and correct anything it misread/)).toBeVisible();
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  const saved = await readPractice(page, practice.id);
  expect(saved.questions[0]!.ans).toContain('x = -3');
});

test(
  'a student practises similar questions with AI from a solution: the dialog has 5 and 30 by default, and the paper opens at once',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    test.slow();
    await openIn(page, '/', 'en');
    await signUpStudentByApi(page, { name: 'Wong Siu Fung' });
    const { id } = await startPracticeByApi(page, { mc: 1 });
    expect((await page.request.post(`/api/practices/${id}/submit`)).status()).toBe(200);
    await page.goto(`/app/solution/${id}/1`);
    await page.getByRole('button', { name: 'Practise similar questions with AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Practise similar questions with AI' });
    await expect(dialog.getByLabel('Number of questions')).toHaveValue('5');
    await expect(dialog.getByLabel('Time limit')).toHaveValue('30');
    await dialog.getByLabel('Number of questions').fill('2');
    await dialog.getByLabel('Time limit').fill('15');
    await screenshot(page, testInfo, 'ai-repeat-practice-dialog');
    await dialog.getByRole('button', { name: 'Start practising' }).click();

    // A new paper, not the one repeated: it opens before its questions are written, and they stream in.
    await expect(page).toHaveURL(/\/app\/working\/[^/]+\/1$/);
    const practiceId = page.url().split('/').at(-2)!;
    expect(practiceId).not.toBe(id);
    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Written by AI/).first()).toBeVisible();
    await expect(async () => expect((await readPractice(page, practiceId)).questions).toHaveLength(2)).toPass({
      timeout: 15_000,
    });
    const practice = (await (await page.request.get(`/api/practices/${practiceId}`)).json()) as {
      timeLimit: number;
      isAiWritten: boolean;
    };
    expect(practice).toMatchObject({ timeLimit: 15, isAiWritten: true });
  },
);

test("a teacher repeats a linked student's question with AI: the switch, the writing progress, then the confirm page", {
  tag: '@desktop-only',
}, async ({ page, browser }) => {
  test.slow();
  await openIn(page, '/', 'en');
  const studentEmail = await signUpStudentByApi(page, { name: 'Cheung Wing Sze' });
  const { id } = await startPracticeByApi(page, { mc: 1 });
  expect((await page.request.post(`/api/practices/${id}/submit`)).status()).toBe(200);
  const teacher = await newTeacherPage(browser, page.viewportSize());
  await linkByApi(teacher, page, studentEmail);

  await openIn(teacher, `/app/solution/${id}/1`, 'en');
  await teacher.getByRole('button', { name: 'Repeat as assignment' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Repeat this question as an assignment' });
  await dialog.getByRole('switch', { name: 'Write new questions with AI' }).check();
  await expect(dialog.getByText(/AI writes new questions like this one/)).toBeVisible();
  await dialog.getByLabel('Number of questions').fill('2');
  await dialog.getByRole('button', { name: 'Create and review' }).click();
  await expect(dialog.getByText(/AI is writing the questions/)).toBeVisible();
  await expect(teacher).toHaveURL(/\/app\/confirm-assignment\/[^/]+$/, { timeout: 20_000 });
  await expect(teacher.getByTestId('paper-question')).toHaveCount(2);
  await teacher.context().close();
});

test(
  'a super-admin reads an image into the chapter notes with AI: the text goes in after what was typed, and is saved',
  {
    tag: '@desktop-only',
  },
  async ({ page }, testInfo) => {
    await signInByApi(page, SUPER_ADMIN);
    const { chapterId } = await createChapterByApi(page);
    await openIn(page, `/app/manage-chapter/${chapterId}`, 'en');
    const editor = page.getByRole('textbox', { name: 'English' });
    await editor.click();
    await editor.pressSequentially('Worked example.');
    const scan = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await page
      .getByRole('tabpanel', { name: 'English' })
      .getByTestId('ocr-input')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: scan });
    await expect(page.getByText('AI is reading the image…')).toBeVisible();
    await expect(editor).toContainText('Solve $x^2 = 9$.', { timeout: 20_000 });
    await expect(page.getByText(/where you are writing\. Check it against the image/)).toBeVisible();
    await expect(editor.locator('p')).toHaveText(['Worked example.', 'Solve $x^2 = 9$.']);
    // Saved like typing: the server's preview renders the formula that came from the image.
    await expect(page.getByText(/Saved at \d\d:\d\d:\d\d/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('notes-preview').locator('.katex').first()).toBeVisible();
    const saved = await page.request.get(`/api/admin/chapters/${chapterId}/notes`);
    expect((await saved.json()).en).toContain('Solve $x^2 = 9$.');
    await screenshot(page, testInfo, 'admin-notes-ocr');
  },
);

test('an admin reads an image into a blog post with AI: never clicked into, the editor takes it at the end', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await signInByApi(page, ADMIN);
  const created = await page.request.post('/api/admin/blogs', { data: { title: { en: 'Reading scans' } } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const intro = await page.request.patch(`/api/admin/blogs/${id}`, { data: { content: { en: '<p>Intro.</p>' } } });
  expect(intro.status(), await intro.text()).toBe(200);
  await openIn(page, `/app/manage-blog/${id}`, 'en');
  await page.getByRole('tab', { name: 'English' }).click();
  const editor = page.getByRole('textbox', { name: 'Content (English)' });
  await expect(editor).toHaveText('Intro.', { timeout: 30_000 });
  const scan = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  await page
    .getByRole('tabpanel', { name: 'English' })
    .getByTestId('ocr-input')
    .setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: scan });
  await expect(editor.locator('p')).toHaveText(['Intro.', 'Solve $x^2 = 9$.'], { timeout: 20_000 });
  await expect(page.getByTestId('blog-preview').locator('.katex').first()).toBeVisible({ timeout: 15_000 });
  const saved = (await (await page.request.get(`/api/admin/blogs/${id}`)).json()) as { content: { en: string } };
  expect(saved.content.en).toContain('Solve $x^2 = 9$.');
  await page.request.delete(`/api/admin/blogs/${id}`);
});
