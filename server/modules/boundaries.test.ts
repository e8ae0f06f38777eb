import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md: SQL stays in an area's queries.ts, and an area under server/modules never reaches into another
// area's queries: it calls that area's service, which chooses what it offers.
const modules = path.join(import.meta.dirname);

function sourceFiles(area: string): string[] {
  return readdirSync(path.join(modules, area), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(modules, area, file));
}

describe('module boundaries', () => {
  const areas = readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('finds the areas', () => {
    expect(areas).toEqual(expect.arrayContaining(['practices', 'links', 'statistics']));
  });

  it.each(areas)("%s imports no other area's queries", (area) => {
    const reaches: string[] = [];
    for (const file of sourceFiles(area)) {
      for (const [, target] of readFileSync(file, 'utf8').matchAll(/from '([^']+\/queries)'/g)) {
        const resolved = path.resolve(path.dirname(file), target!);
        const owner = path.relative(modules, resolved).split(path.sep)[0];
        // server/auth is the platform every area builds on (sessions, accounts), not an area of its own.
        if (owner !== area && owner !== '..') reaches.push(`${path.relative(modules, file)} -> ${target}`);
      }
    }
    expect(reaches).toEqual([]);
  });
});
