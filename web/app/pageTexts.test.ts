import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enAdmin from '../i18n/en/admin.json';
import enAi from '../i18n/en/ai.json';
import enAssignments from '../i18n/en/assignments.json';
import enBilling from '../i18n/en/billing.json';
import enBlogs from '../i18n/en/blogs.json';
import enClasses from '../i18n/en/classes.json';
import enCore from '../i18n/en/core.json';
import enPages from '../i18n/en/pages.json';
import enStatistics from '../i18n/en/statistics.json';
import { pageTable, resolveImport, webDir } from '../test/modules';

// web/i18n/i18n.test.ts checks each folder against the parts its routes load; a page also shows widgets of other
// folders (the blog editor shows the editors' OCR button of components/ai), and a page whose route did not load
// that widget's part showed the bare key (`ai.ocr.button`). This follows each page's imports to the end.
const parts = {
  core: enCore,
  pages: enPages,
  admin: enAdmin,
  assignments: enAssignments,
  ai: enAi,
  billing: enBilling,
  blogs: enBlogs,
  classes: enClasses,
  statistics: enStatistics,
};
const partOfGroup = new Map(
  Object.entries(parts).flatMap(([part, texts]) => Object.keys(texts).map((group) => [group, part])),
);

/** Every text group a module shows, through all it imports, but for modules that load their own parts. */
function groupsShownBy(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const shown = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    // The page table's lazy pages load their own parts (each checked here on its own).
    if (seen.has(file) || !file.startsWith(webDir) || file.includes(`${path.sep}i18n${path.sep}`)) continue;
    if (file === pageTable) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const ownParts = [...source.matchAll(/loadTexts\(\[([^\]]*)\]/g)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/'(\w+)'/g)].map((part) => part[1]),
    );
    for (const match of source.matchAll(/\bt\(\s*['`]([a-zA-Z]+)\./g)) {
      const group = match[1] ?? '';
      if (!ownParts.includes(partOfGroup.get(group))) shown.set(group, path.relative(webDir, file));
    }
    // A module that loads a part itself (the working screen's AI widgets) brings what it imports with that part.
    if (ownParts.length > 0) continue;
    for (const match of source.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target) queue.push(target);
    }
  }
  return shown;
}

const pageSources = ['pages.tsx', 'router.tsx'].map((file) =>
  readFileSync(path.join(import.meta.dirname, file), 'utf8'),
);
const pages = [
  ...pageSources.join('\n').matchAll(/page\(\s*\(\) => import\('([^']+)'\),\s*'\w+'(?:,\s*\[([^\]]*)\])?,?\s*\)/g),
].map((match) => ({
  module: match[1] ?? '',
  parts: ['core', ...[...(match[2] ?? '').matchAll(/'(\w+)'/g)].map((part) => part[1])],
}));

describe('the text parts a page loads', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages)('$module loads every part its screens and their widgets show', ({ module, parts: loaded }) => {
    const entry = resolveImport(path.join(import.meta.dirname, 'pages.tsx'), module);
    expect(entry).not.toBeNull();
    const missing = [...groupsShownBy(entry as string)]
      .filter(([group]) => !loaded.includes(partOfGroup.get(group) ?? ''))
      .map(([group, file]) => `${file}: ${group} (${partOfGroup.get(group)})`);
    expect(missing).toEqual([]);
  });
});
