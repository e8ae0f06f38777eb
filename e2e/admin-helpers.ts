import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { DEMO } from './helpers';

export const SUPER_ADMIN = DEMO.superAdmin;
export const ADMIN = DEMO.admin;

/**
 * A category, subject, section and chapter of this test's own, made through the admin API with the page's
 * (super-admin) cookie and left unpublished, so parallel tests and the learners' catalogue never see them.
 */
export async function createChapterByApi(page: Page) {
  const tag = randomUUID().slice(0, 8);
  const post = async (url: string, data: Record<string, unknown>) => {
    const response = await page.request.post(url, { data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const category = await post('/api/admin/categories', { title: { en: `E2E Category ${tag}`, zh: `類別 ${tag}` } });
  const subject = await post('/api/admin/subjects', {
    categoryId: category.id,
    title: { en: `E2E Subject ${tag}`, zh: `科目 ${tag}` },
  });
  const section = await post('/api/admin/sections', {
    subjectId: subject.id,
    title: { en: `E2E Section ${tag}`, zh: `部分 ${tag}` },
  });
  const chapter = await post('/api/admin/chapters', {
    sectionId: section.id,
    chapterNo: '1',
    title: { en: `E2E Chapter ${tag}`, zh: `章節 ${tag}` },
  });
  return {
    tag,
    categoryId: category.id,
    subjectId: subject.id,
    subjectTitle: `E2E Subject ${tag}`,
    sectionId: section.id,
    chapterId: chapter.id,
  };
}
