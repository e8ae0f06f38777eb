import { existsSync } from 'node:fs';
import path from 'node:path';

/** The web app's folder, and its page table (whose lazy imports are each page's entry). */
export const webDir = path.join(import.meta.dirname, '..');
export const pageTable = path.join(webDir, 'app', 'pages.tsx');

/** The file a relative import of `from` names (a .ts or .tsx file, or a folder's index); null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}
