import type { OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { planScreens } from './firstScreenChunks';

/** A chunk of an ordinary first pass: its file, the page it is the facade of, its modules and static imports. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], facade?: string): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry: facade === '/r/web/index.html',
    facadeModuleId: facade ?? null,
  } as unknown as OutputChunk;
}

const screens = [
  { name: 'shell', page: 'app/shell/AppLayout.tsx' },
  { name: 'working', page: 'features/working/WorkingPage.tsx' },
];

describe('planScreens', () => {
  const output = [
    chunk(
      'index.js',
      ['/r/web/main.tsx', '/r/web/index.html'],
      ['react.js', 'runtime.js', 'preload-helper.js'],
      '/r/web/index.html',
    ),
    chunk('preload-helper.js', ['\0vite/preload-helper.js']),
    chunk('react.js', ['/r/nm/react/index.js']),
    chunk('runtime.js', ['\0rolldown/runtime.js']),
    chunk(
      'AppLayout.js',
      ['/r/web/app/shell/AppLayout.tsx'],
      ['index.js', 'Box.js', 'Menu.js'],
      '/r/web/app/shell/AppLayout.tsx',
    ),
    chunk(
      'WorkingPage.js',
      ['/r/web/features/working/WorkingPage.tsx'],
      ['Box.js', 'Radio.js', 'Practice.js'],
      '/r/web/features/working/WorkingPage.tsx',
    ),
    chunk(
      'Practice.js',
      ['/r/web/features/practice/PracticePage.tsx'],
      ['Radio.js'],
      '/r/web/features/practice/PracticePage.tsx',
    ),
    chunk('Box.js', ['/r/nm/@mantine/core/Box.mjs']),
    chunk('Menu.js', ['/r/nm/@mantine/core/Menu.mjs', '/r/nm/@floating-ui/dom.mjs']),
    chunk('Radio.js', ['/r/nm/@mantine/core/Radio.mjs']),
    chunk('Admin.js', ['/r/web/features/admin/AdminPage.tsx'], ['Table.js'], '/r/web/features/admin/AdminPage.tsx'),
    chunk('Table.js', ['/r/nm/@mantine/core/Table.mjs']),
  ];
  const owner = planScreens(output, screens);

  it("puts what the entry loads beside itself in one chunk, and each screen's modules in the first screen's chunk", () => {
    expect(Object.fromEntries(owner)).toEqual({
      '/r/nm/react/index.js': 'common',
      '\0vite/preload-helper.js': 'common',
      '/r/nm/@mantine/core/Box.mjs': 'shell',
      '/r/nm/@mantine/core/Menu.mjs': 'shell',
      '/r/nm/@floating-ui/dom.mjs': 'shell',
      '/r/nm/@mantine/core/Radio.mjs': 'working',
    });
  });

  it("never moves the entry's own modules, a page's module, the bundler's runtime or another route's modules", () => {
    for (const id of [
      '/r/web/main.tsx',
      '/r/web/features/working/WorkingPage.tsx',
      '/r/web/features/practice/PracticePage.tsx',
      '\0rolldown/runtime.js',
      '/r/nm/@mantine/core/Table.mjs',
    ]) {
      expect(owner.has(id), id).toBe(false);
    }
  });

  it('names a screen whose page is not a chunk of its own', () => {
    expect(() => planScreens(output, [{ name: 'x', page: 'features/gone/GonePage.tsx' }])).toThrow(/GonePage/);
  });
});
