import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

const appLayout = path.join(import.meta.dirname, 'shell', 'AppLayout.tsx');
const entry = graphOf([path.join(import.meta.dirname, 'styles.ts')]);
const shell = graphOf([path.join(import.meta.dirname, 'styles.ts'), appLayout]);
const pages = [...readFileSync(pageTable, 'utf8').matchAll(/page\(\s*\(\) => import\('([^']+)'\)/g)].map(
  (match) => resolveImport(pageTable, match[1] ?? '') as string,
);
/** Every module loaded lazily (dialogs, drawers, the toasts' host…): its chunk brings its own stylesheets too. */
function lazyModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const from = path.join(dir, file);
      return [...readFileSync(from, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].flatMap(
        (match) => resolveImport(from, match[1] ?? '') ?? [],
      );
    });
}
const lazy = [...new Set(lazyModules(webDir))].filter((file) => !pages.includes(file) && file !== pageTable);

/**
 * Components drawn from others' parts: their parts' sheets, building blocks first. Without Pill and PillsInput a
 * MultiSelect draws a bare input box inside its field (the blog editor's categories once did). The building blocks
 * (ModalBase, Overlay, Popover, ScrollArea, FloatingIndicator) are not in the entry's CSS, as the first screens show
 * none of them: a dialog, drawer, select or menu that lost them would open unstyled.
 */
const sheetsOfParts: Record<string, string[]> = {
  MultiSelect: ['Popover', 'ScrollArea', 'Combobox', 'Pill', 'PillsInput'],
  TagsInput: ['Popover', 'ScrollArea', 'Combobox', 'Pill', 'PillsInput'],
  Select: ['Popover', 'ScrollArea', 'Combobox'],
  Autocomplete: ['Popover', 'ScrollArea', 'Combobox'],
  Combobox: ['Popover', 'Combobox'],
  Menu: ['Popover', 'Menu'],
  HoverCard: ['Popover'],
  Modal: ['ScrollArea', 'Overlay', 'ModalBase', 'Modal'],
  Drawer: ['ScrollArea', 'Overlay', 'ModalBase', 'Drawer'],
  SegmentedControl: ['FloatingIndicator', 'SegmentedControl'],
};

/** The stylesheets a component needs: its own, where Mantine has one, or its parts'. */
function sheetsOf(name: string): string[] {
  return sheetsOfParts[name] ?? (existsSync(path.join(stylesDir, `${name}.css`)) ? [name] : []);
}

describe("the Mantine stylesheets a page's chunk imports", () => {
  it.each([appLayout, ...pages, ...lazy].map((file) => path.relative(webDir, file)))(
    '%s imports the stylesheet of each component it shows',
    (module) => {
      const page = graphOf([path.join(webDir, module)]);
      // The shell's frame is drawn beside the entry's stylesheets; the pages inside it, beside the shell's too.
      const loaded = module === path.relative(webDir, appLayout) ? entry : shell;
      const missing = [...page.components].flatMap(([name, file]) =>
        sheetsOf(name)
          .filter((sheet) => !page.sheets.has(sheet) && !loaded.sheets.has(sheet))
          .map((sheet) => `${sheet} for ${name} (${file})`),
      );
      expect(missing).toEqual([]);
    },
  );
});
