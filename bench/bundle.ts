// What the working screen makes a browser download before it can show a question: the JS and CSS of the entry
// (index.html) and of every lazy route chunk on the way to /app/working/:id/:no, with their static imports, as the
// server sends them: the brotli files the build writes (scripts/build/precompress.ts), or the file itself where brotli
// would not make it smaller. It builds nothing: run `npx vite build` first (vite.config.ts writes the manifest).
// bench/lighthouse.ts measures the whole page on the wire (fonts, the page, its API answers, headers).
//   npx tsx bench/bundle.ts [--json] [--strict]   (--strict exits 1 when over budget)
// With --wire it also opens both first screens in Chromium through the real server and sums every byte that came over
// the wire, fonts, the page, API answers and headers included (bench/wire.ts; add --requests for each file).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const distDir = path.join(import.meta.dirname, '..', 'dist', 'web');
const manifestFile = path.join(distDir, '.vite', 'manifest.json');
const BUDGET_KB = 150;

const ManifestChunk = z.object({
  file: z.string(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  isDynamicEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
const Manifest = z.record(z.string(), ManifestChunk);
type Manifest = z.infer<typeof Manifest>;

// The route chain react-router loads for a direct visit of the working screen (web/app/router.tsx): the app shell
// (the `/app` route's lazy layout), then the page. The core texts of one language are fetched at start as well.
const workingScreenChunks = ['app/shell/AppLayout.tsx', 'features/working/WorkingPage.tsx'];
const languageChunks = ['i18n/en/core.json', 'i18n/zh-HK/core.json'];

interface Weight {
  files: Set<string>;
  js: number;
  css: number;
}

const sentCache = new Map<string, number>();
/** The bytes the server sends for a file to a browser that accepts brotli. */
function sentSize(file: string): number {
  let size = sentCache.get(file);
  if (size === undefined) {
    const compressed = path.join(distDir, `${file}.br`);
    size = statSync(existsSync(compressed) ? compressed : path.join(distDir, file)).size;
    sentCache.set(file, size);
  }
  return size;
}

/** Every file the given manifest keys pull in through static imports (what the browser fetches before running them). */
function collect(manifest: Manifest, keys: string[]): Weight {
  const weight: Weight = { files: new Set(), js: 0, css: 0 };
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest: has the route or file been renamed?`);
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (weight.files.has(file)) continue;
      weight.files.add(file);
      if (file.endsWith('.js')) weight.js += sentSize(file);
      if (file.endsWith('.css')) weight.css += sentSize(file);
    }
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return weight;
}

function totalWeight(manifest: Manifest): Weight {
  const weight: Weight = { files: new Set(), js: 0, css: 0 };
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (weight.files.has(file)) continue;
      weight.files.add(file);
      if (file.endsWith('.js')) weight.js += sentSize(file);
      if (file.endsWith('.css')) weight.css += sentSize(file);
    }
  }
  return weight;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  if (!existsSync(manifestFile)) {
    console.error(`No ${path.relative(process.cwd(), manifestFile)}: run \`npx vite build\` first.`);
    process.exit(1);
  }
  const manifest = Manifest.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const entryKey = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entryKey) throw new Error('the manifest has no entry');
  // The language bundle, when split out, is fetched at start; count the heavier one.
  const language = languageChunks
    .filter((key) => manifest[key])
    .map((key) => ({ key, js: collect(manifest, [key]).js }))
    .sort((a, b) => b.js - a.js)[0];
  const first = collect(manifest, [entryKey, ...workingScreenChunks, ...(language ? [language.key] : [])]);
  const total = totalWeight(manifest);

  const rows = [...first.files].map((file) => ({ file, sent: sentSize(file) })).sort((a, b) => b.sent - a.sent);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ firstLoad: { js: first.js, css: first.css }, total, rows }, null, 2));
  } else {
    console.log('Files the working screen loads first (as sent, brotli):');
    for (const row of rows) console.log(`  ${kb(row.sent).padStart(7)} KB  ${row.file}`);
    console.log('');
    console.log(`first load: ${kb(first.js)} KB JS + ${kb(first.css)} KB CSS (brotli)`);
    console.log(`whole app:  ${kb(total.js)} KB JS + ${kb(total.css)} KB CSS (brotli), ${total.files.size} files`);
  }
  console.log(`working screen first load: ${kb(first.js)} KB JS as sent (budget ${BUDGET_KB} KB)`);
  if (first.js > BUDGET_KB * 1024) {
    console.log(`over budget by ${kb(first.js - BUDGET_KB * 1024)} KB`);
    if (process.argv.includes('--strict')) process.exitCode = 1;
  }
}

/** Every first-screen byte on the wire, beside the goal (issue 27.6: the working screen <= 150 KB). */
async function wire() {
  const { measureWire } = await import('./wire');
  const loads = await measureWire();
  console.log('\nOn the wire (Chromium at phone size, bodies as sent and headers, until 2 s of quiet):');
  // The bench's paper is drawn at random, and what it brings moves the total by up to ~10 KB between runs: its JSON, and
  // the KaTeX files its first question needs (digits only, or letters too). The app's own bytes are the rest.
  const isPapers = (url: string) => url.startsWith('/api/practices/') || url.startsWith('/assets/KaTeX_');
  for (const load of loads) {
    const papers = load.files.filter((file) => isPapers(file.url)).reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `  ${kb(load.bytes).padStart(7)} KB  ${String(load.files.length).padStart(3)} requests  ${load.page}` +
        (papers > 0
          ? ` (the app ${kb(load.bytes - papers)} KB, this paper's JSON and KaTeX fonts ${kb(papers)} KB)`
          : ''),
    );
    if (process.argv.includes('--requests'))
      for (const file of load.files) console.log(`      ${kb(file.bytes).padStart(7)} KB  ${file.url}`);
  }
  const working = loads.find((load) => load.page === 'working screen, HTTP/1.1');
  if (working) console.log(`working screen on the wire, HTTP/1.1: ${kb(working.bytes)} KB (goal ${BUDGET_KB} KB)`);
}

main();
if (process.argv.includes('--wire')) await wire();
