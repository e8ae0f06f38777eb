import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTable, resolveImport, webDir } from '../test/modules';

// Mantine's stylesheets are imported per component beside the code that shows it (web/app/styles.ts), so a page
// whose chunk shows a component without importing its stylesheet looks right only after some other page loaded it:
// opened first, the users table had no table styles at all (squeezed, its headings off their columns).
const stylesDir = path.join(webDir, '..', 'node_modules', '@mantine', 'core', 'styles');

/** The Mantine components a module graph shows, and the Mantine stylesheets it imports, following static imports. */
function graphOf(entries: string[]) {
  const seen = new Set<string>();
  const components = new Map<string, string>();
  const sheets = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || file === pageTable || /\.test\.tsx?$/.test(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import '@mantine\/core\/styles\/(\w+)\.css'/g)) sheets.add(match[1] ?? '');
    for (const match of source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)) {
      for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
        if (/^[A-Z]\w*$/.test(name)) components.set(name, path.relative(webDir, file));
      }
    }
    // Static imports only: a lazy chunk brings its own stylesheets.
    for (const match of source.matchAll(/from '([^']+)'|^import '([^']+)'/gm)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? '');
      if (target) queue.push(target);
    }
  }
  return { components, sheets };
}

const shell = graphOf([
  path.join(import.meta.dirname, 'styles.ts'),
  path.join(import.meta.dirname, 'shell', 'AppLayout.tsx'),
]);
const pages = [...readFileSync(pageTable, 'utf8').matchAll(/page\(\s*\(\) => import\('([^']+)'\)/g)].map(
  (match) => match[1] ?? '',
);

/**
 * Components drawn from others' parts, with no stylesheet of their own under their name: their parts' sheets. Without
 * Pill and PillsInput a MultiSelect draws a bare input box inside its field (the blog editor's categories once did).
 */
const sheetsOfParts: Record<string, string[]> = {
  MultiSelect: ['Combobox', 'Pill', 'PillsInput'],
  TagsInput: ['Combobox', 'Pill', 'PillsInput'],
  Select: ['Combobox'],
  Autocomplete: ['Combobox'],
};

/** The stylesheets a component needs: its own, where Mantine has one, or its parts'. */
function sheetsOf(name: string): string[] {
  return sheetsOfParts[name] ?? (existsSync(path.join(stylesDir, `${name}.css`)) ? [name] : []);
}

describe("the Mantine stylesheets a page's chunk imports", () => {
  it.each(pages)('%s imports the stylesheet of each component it shows', (module) => {
    const entry = resolveImport(pageTable, module) as string;
    const page = graphOf([entry]);
    const missing = [...page.components].flatMap(([name, file]) =>
      sheetsOf(name)
        .filter((sheet) => !page.sheets.has(sheet) && !shell.sheets.has(sheet))
        .map((sheet) => `${sheet} for ${name} (${file})`),
    );
    expect(missing).toEqual([]);
  });
});
