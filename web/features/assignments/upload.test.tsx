import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadReadView } from '../../../common/ai';
import { changeLanguage } from '../../i18n/i18n';
import { makeDocx } from '../../test/docx';
import { makeMe, publicConfig, stubApi, mathSubject as subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { UploadAssignmentPanel } from './components/create/UploadAssignmentPanel';

// Issue 26: the upload tab takes Word documents and spreadsheets through the app's file picker, which converts them in
// the browser (Word to HTML, a spreadsheet to CSV); the text is what is sent for AI to read.

// The reading job, half done: the tab shows its progress (the review that follows has tests of its own in e2e).
const reading: UploadReadView = { state: 'running', progress: 0.5, pages: null, reason: null, questions: null };

function stubServer() {
  return stubApi({
    'GET /api/me': { status: 200, body: makeMe({ role: 'teacher' }) },
    'GET /api/config': { status: 200, body: { ...publicConfig, ai: true } },
    'GET /api/subjects/math/chapters': {
      status: 200,
      body: {
        sections: [
          {
            id: 's1',
            title: { en: 'Algebra', zh: '代數' },
            chapters: [
              {
                id: 'c1',
                chapterNo: '1',
                title: { en: 'Equations', zh: '方程' },
                questionCounts: { mc: 0, short: 0, long: 0 },
                hasNotes: false,
              },
            ],
          },
        ],
      },
    },
    'POST /api/assignments/upload?subjectId=math&locale=en': { status: 201, body: { jobId: 'job-1' } },
    'GET /api/assignments/upload/job-1': { status: 200, body: reading },
  });
}

function renderPanel() {
  return renderWithProviders(
    <UploadAssignmentPanel
      subjects={[subject]}
      defaults={{ school: null, category: null, subject: 'math', locale: 'en' }}
      studentIds={[]}
      schoolId={null}
      guardStudents={(create) => create()}
      onInvalidStudents={() => {}}
      onCreated={() => {}}
    />,
  );
}

/** Picks files through the picker's button, as the file dialog would hand them over. */
function pick(files: File[]) {
  const input = screen.getByTestId('file-picker-input') as HTMLInputElement;
  fireEvent.click(screen.getByRole('button', { name: /Choose files|選擇檔案/ }));
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

describe('the upload-assignment tab', () => {
  it('says which files it takes, and lets the picker take Word, Excel and CSV files as well as pages', async () => {
    stubServer();
    renderPanel();
    expect(await screen.findByText(/^PDF, PNG, JPEG, Word \(\.docx\), Excel \(\.xlsx\) or CSV;/)).toBeTruthy();
    const accept = (screen.getByTestId('file-picker-input') as HTMLInputElement).accept.split(',');
    expect(accept).toEqual(expect.arrayContaining(['application/pdf', 'image/png', '.docx', '.xlsx', '.csv']));
  });

  it('sends a Word worksheet as its HTML for AI to read', async () => {
    const fetch = stubServer();
    renderPanel();
    await screen.findByRole('button', { name: 'Choose files' });
    const docx = makeDocx('<w:p><w:r><w:t>1. Solve x + 1 = 3.</w:t></w:r></w:p>');
    pick([
      new File([docx], 'week 3.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ]);
    // Converted in the browser: the file listed is the HTML that will be sent.
    expect((await screen.findByTestId('upload-files')).textContent).toContain('week 3.html');

    fireEvent.click(screen.getByRole('button', { name: 'Read with AI' }));
    expect(await screen.findByText('AI is reading the pages: 50%')).toBeTruthy();
    const sent = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/assignments/upload?'));
    const files = (sent?.[1]?.body as FormData | undefined)?.getAll('files') as File[];
    expect(files.map((file) => [file.name, file.type])).toEqual([['week 3.html', 'text/html']]);
    expect(await files[0]!.text()).toBe('<p>1. Solve x + 1 = 3.</p>');
  });

  it('says which files it takes in Chinese too', async () => {
    await changeLanguage('zh');
    stubServer();
    renderPanel();
    expect(await screen.findByText(/^PDF、PNG、JPEG、Word（\.docx）、Excel（\.xlsx）或 CSV；/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '選擇檔案' })).toBeTruthy();
  });
});
