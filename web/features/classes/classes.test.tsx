import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadTexts } from '../../i18n/i18n';
import { stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ClassDialog } from './components/ClassDialog';

beforeEach(async () => {
  await changeLanguage('en');
  await loadTexts(['classes']);
});

afterEach(() => {
  vi.unstubAllGlobals();
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
