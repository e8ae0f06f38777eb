import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ImportStudentsDialog } from '../../components/classes/ImportStudentsDialog';
import { changeLanguage, loadTexts } from '../../i18n/i18n';
import { makeMe, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ClassDialog } from './components/ClassDialog';
import { ClassCards } from './components/ClassList';

beforeEach(async () => {
  await loadTexts(['classes']);
});

describe('the class dialog', () => {
  it("takes the name's message away once the name is typed, not only on the next send", async () => {
    const fetch = stubApi({ 'GET /api/students': { status: 200, body: { students: [] } } });
    renderWithProviders(<ClassDialog editing="new" schools={[]} onClose={() => {}} />);
    const name = await screen.findByRole('textbox', { name: /^Class name/ });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(name, { target: { value: '4A' } });
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
  });
});

describe('the class list preview', () => {
  it('counts only the rows it can invite on its button, not the one that needs fixing', async () => {
    const row = (n: number, status: 'new' | 'error') => ({
      row: n,
      name: `Student ${n}`,
      email: status === 'error' ? 'not-an-address' : `s${n}@example.com`,
      className: '4A',
      classNumber: String(n),
      status,
      error: status === 'error' ? 'invalid_email' : null,
    });
    stubApi({
      'GET /api/me': { status: 200, body: makeMe({ role: 'teacher', isSchool: true }) },
      'POST /api/students/import': {
        status: 200,
        body: { rows: [row(2, 'new'), row(3, 'error'), row(4, 'new')], seats: null, canCommit: false },
      },
    });
    renderWithProviders(<ImportStudentsDialog opened onClose={() => {}} />);
    await screen.findByRole('button', { name: 'Choose file' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['name,email'], 'class.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('1 row needs fixing. Correct the file and upload it again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite 2 students' })).toBeTruthy();
  });
});

describe('My classes with no class', () => {
  it.each([
    ['en', 'No classes yet', 'Add a class (4A, say), then choose its students and their class numbers.'],
    ['zh', '尚未有班別', '新增班別（例如 4A），再選擇學生及填寫學號。'],
  ] as const)('says what to do (%s)', async (language, title, hint) => {
    await changeLanguage(language);
    stubApi({});
    renderWithProviders(<ClassCards classes={[]} onOpen={() => {}} onRemove={() => {}} />);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();
  });
});
