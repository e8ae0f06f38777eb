// Fewer, larger chunks for the screens a user meets first (issue 27.6; bench/README.md, "bench/lighthouse").
//
// Left to itself, the bundler gives every set of routes that shares a module a chunk of its own: the working screen
// then needs ~60 files (Box, Input, Radio… a few hundred bytes each), and over HTTP/1.1 a phone fetches them six at a
// time, one round trip per six. So the build runs twice. A first, quick pass (no file written, only the React plugin)
// chunks the app as usual; we read which modules sit in the small chunks the entry loads beside itself (they become
// one chunk, `common`), then, for each screen in `screens`, in the chunks its page loads through static imports
// beyond those. The real build puts each set into one chunk (`codeSplitting.groups`). A group takes only the modules
// it is given (`includeDependenciesRecursively: false`): otherwise it would pull in the entry's own modules, which the
// lazy chunks import back. Another route that needs one of them loads that chunk: a few KB more for it, tens of
// requests fewer on the first screens. Only the module graph is read, so the plan follows the code as it changes.
import react from '@vitejs/plugin-react';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';

export interface Screen {
  /** the chunk's name */
  name: string;
  /** the lazily imported page module, as a path under web/ */
  page: string;
}

/** The files `from` loads through static imports, itself included. */
function staticFiles(chunks: Map<string, OutputChunk>, from: string[]): Set<string> {
  const reached = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return reached;
}

const ENTRY_SHARED = 'common';
// Vite's helper for lazy imports, which most chunks import: in `common` rather than a small file of its own (the
// bundler keeps its own runtime in a file of its own whatever the groups say).
const PRELOAD_HELPER = '\0vite/preload-helper.js';

function pageChunk(output: OutputChunk[], screen: Screen): { name: string; page: OutputChunk } {
  const page = output.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/web/${screen.page}`));
  if (!page) throw new Error(`${screen.page} is not a chunk of its own (scripts/build/firstScreenChunks.ts)`);
  return { name: screen.name, page };
}

/** Which screen's chunk each module goes to, read off an ordinary chunking of the app. */
export function planScreens(output: OutputChunk[], screens: Screen[]): Map<string, string> {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const entry = output.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the first pass has no entry chunk (scripts/build/firstScreenChunks.ts)');
  const pages = new Set(output.flatMap((chunk) => (chunk.facadeModuleId ? [chunk.facadeModuleId] : [])));
  const taken = new Set<string>([entry.fileName]);
  const owner = new Map<string, string>();
  // What every page loads first (the entry's static imports, beyond the entry itself), then each screen's own.
  for (const { name, page } of [
    { name: ENTRY_SHARED, page: entry },
    ...screens.map((screen) => pageChunk(output, screen)),
  ]) {
    for (const file of staticFiles(chunks, [page.fileName])) {
      if (file === page.fileName || taken.has(file)) continue;
      taken.add(file);
      for (const id of chunks.get(file)?.moduleIds ?? [])
        if (!pages.has(id) && (!id.startsWith('\0') || (name === ENTRY_SHARED && id === PRELOAD_HELPER)))
          owner.set(id, name);
    }
  }
  return owner;
}

/** The groups for `build.rolldownOptions.output.codeSplitting`, planned by a first pass over `root`. */
export async function firstScreenGroups(root: string, postcss: string, screens: Screen[]) {
  const result = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    css: { postcss },
    build: { write: false, minify: false, reportCompressedSize: false },
  })) as RolldownOutput;
  const owner = planScreens(
    result.output.filter((item): item is OutputChunk => item.type === 'chunk'),
    screens,
  );
  const names = [ENTRY_SHARED, ...screens.map((screen) => screen.name)];
  return names.map((name, index) => ({
    name,
    test: (id: string) => owner.get(id) === name,
    priority: names.length - index,
    includeDependenciesRecursively: false,
  }));
}
