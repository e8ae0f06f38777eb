import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, t } from '../i18n/i18n';
import { appPageSegments } from './pages';
import { documentTitle, titleKeyOf } from './titles';

describe('document titles', () => {
  afterEach(() => changeLanguage('en'));

  it('name every page of the app, whatever its parameters', () => {
    for (const segment of appPageSegments) {
      expect(titleKeyOf(`/app/${segment}/x/1`), segment).not.toBe('titles.notFound');
      expect(titleKeyOf(`/app/${segment}`), segment).not.toBeNull();
    }
  });

  it("read the page's name in the user's language", async () => {
    const key = titleKeyOf('/app/statistics/student-1')!;
    expect(documentTitle(t(key))).toBe('Statistics · Paperwise');
    await changeLanguage('zh');
    expect(documentTitle(t(key))).toBe('統計 · Paperwise');
    expect(documentTitle(t(titleKeyOf('/app/solution/p1/2')!))).toBe('題解 · Paperwise');
  });

  it('name the sign-in page and an unknown page, and leave the landing to the app name', () => {
    expect(documentTitle(t(titleKeyOf('/')!))).toBe('Sign in · Paperwise');
    expect(titleKeyOf('/app/no-such-page')).toBe('titles.notFound');
    expect(documentTitle(null)).toBe('Paperwise');
    expect(titleKeyOf('/app')).toBeNull();
  });
});
