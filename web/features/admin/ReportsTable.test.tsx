import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, loadTexts } from '../../i18n/i18n';
import { stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ReportsTable } from './components/ReportsTable';

describe('question reports with none', () => {
  it.each([
    ['en', 'No question reports', /the report comes here/],
    ['zh', '沒有問題報告', /問題報告會在這裏出現/],
  ] as const)('say where reports come from and what to do with one (%s)', async (language, title, hint) => {
    await changeLanguage(language);
    await loadTexts(['admin']);
    stubApi({ 'GET /api/admin/reports': { status: 200, body: { items: [] } } });
    renderWithProviders(<ReportsTable onDelete={() => {}} onResolve={() => {}} />);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();
  });
});
