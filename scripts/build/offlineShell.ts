// Which built files the service worker precaches (docs/offline.md): what a reload of the working screen runs (the
// entry, the app shell, the working page with its dialogs, the core texts of both languages, and their static
// imports and CSS), KaTeX's upright and italic fonts for digits, operators and Latin letters (what most questions'
// mathematics is set in), the built index.html and the icons. Other screens' chunks, and KaTeX's other fonts, are
// kept by the worker as they are used. It reads the manifest Vite writes (vite.config.ts `build.manifest`), as bench/bundle.ts does.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const roots = [
  'app/shell/AppLayout.tsx',
  'features/working/WorkingPage.tsx',
  'features/working/components/WorkingOverlays.tsx',
  'i18n/en/core.json',
  'i18n/zh-HK/core.json',
];

/** The files of the working screen, by their path under dist/web. */
export function workingScreenFiles(distDir: string): Set<string> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest: has it been renamed? (scripts/build/offlineShell.ts)`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the manifest has no entry');
  for (const key of [entry, ...roots]) visit(key);
  return files;
}

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * The KaTeX fonts a paper's next question most likely needs offline: KaTeX_Main (numbers, operators, upright text)
 * and KaTeX_Math (variables), their `common` and `letters` files (scripts/build/katexFonts.ts), about 28 KB.
 */
const KEPT_FONTS = /^assets\/KaTeX_(Main-Regular|Math-Italic)\.(common|letters)-[\w-]+\.woff2$/;

/** workbox-build's manifestTransform: keeps the working screen's files, its maths fonts, index.html and the icons. */
export async function keepWorkingScreen(
  entries: PrecacheEntry[],
): Promise<{ manifest: PrecacheEntry[]; warnings: string[] }> {
  const distDir = path.join(import.meta.dirname, '..', '..', 'dist', 'web');
  const kept = workingScreenFiles(distDir);
  const manifest = entries.filter(
    (entry) => !entry.url.startsWith('assets/') || kept.has(entry.url) || KEPT_FONTS.test(entry.url),
  );
  return { manifest, warnings: [] };
}
