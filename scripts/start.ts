// npm start: builds the web app when its sources changed since the last build, then runs the server
// (which migrates the database and seeds an empty one). One command on a fresh clone.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['web', 'common'].map((dir) => path.join(root, dir));
const stale =
  !existsSync(builtIndex) ||
  Math.max(...sources.map(newestChange), statSync(path.join(root, 'vite.config.ts')).mtimeMs) >
    statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}
await import('../server/main');
