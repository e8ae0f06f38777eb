import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadTexts } from '../../i18n/i18n';
import { Routes } from '../../lib/router';
import { makeMe, signedIn, stubApi } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { BlogEditorPage } from './BlogEditorPage';

beforeEach(async () => {
  await loadTexts(['admin', 'blogs', 'ai']);
});

describe('a blog that is not there', () => {
  it.each([
    ['en', 'Manage blogs', 'Try again'],
    ['zh', '管理網誌', '再試一次'],
  ] as const)('leads back to the blogs, not only to "Try again" (%s)', async (language, back, retry) => {
    await changeLanguage(language);
    stubApi({
      ...signedIn(makeMe({ role: 'admin' })),
      'GET /api/admin/blogs/nope': {
        status: 404,
        body: { error: { code: 'blog_not_found', message: 'Blog not found' } },
      },
    });
    const { location } = renderWithProviders(
      <Routes routes={[{ path: '/app/manage-blog/:blogId', element: <BlogEditorPage /> }]} />,
      { path: '/app/manage-blog/nope' },
    );
    fireEvent.click(await screen.findByRole('link', { name: back }));
    expect(screen.queryByRole('button', { name: retry })).toBeNull();
    expect(location.current.pathname).toBe('/app/manage-blogs');
  });
});
