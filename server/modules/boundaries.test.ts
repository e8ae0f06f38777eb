import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md: SQL stays in an area's queries.ts; an area under server/modules reaches another only through
// the face it offers (its service.ts, or an index.ts that names what it offers), and no areas lean on each other in a
// loop. What areas must react to in each other goes through the domain hooks (server/events/hooks.ts) instead.
const modules = path.join(import.meta.dirname);

function sourceFiles(area: string): string[] {
  return readdirSync(path.join(modules, area), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(modules, area, file));
}

/** Every import from one area into another: the importing file, the import as written, and the target's path in its area. */
function importsBetweenAreas(area: string): Array<{ file: string; target: string; owner: string; inside: string }> {
  const found = [];
  for (const file of sourceFiles(area)) {
    for (const [, target] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const [owner, ...inside] = path.relative(modules, path.resolve(path.dirname(file), target!)).split(path.sep);
      // server/auth, db, events... are the platform every area builds on, not areas of their own.
      if (owner === area || owner === '..' || inside.length === 0) continue;
      found.push({ file: path.relative(modules, file), target: target!, owner: owner!, inside: inside.join('/') });
    }
  }
  return found;
}

/** The loops in a graph of areas, each as the areas it passes through (Tarjan's strongly connected components). */
function findLoops(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (area: string) => {
    index.set(area, index.size);
    low.set(area, index.get(area)!);
    stack.push(area);
    for (const next of edges.get(area) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(area, Math.min(low.get(area)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(area, Math.min(low.get(area)!, index.get(next)!));
    }
    if (low.get(area) !== index.get(area)) return;
    const loop = stack.splice(stack.indexOf(area));
    if (loop.length > 1 || edges.get(area)?.has(area)) loops.push(loop.sort());
  };
  for (const area of edges.keys()) if (!index.has(area)) visit(area);
  return loops;
}

const server = path.join(modules, '..');

/** Every server source file (tests and test helpers aside) and the server files it imports, types included. */
function serverImports(): Map<string, Set<string>> {
  const files = readdirSync(server, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith(`test${path.sep}`))
    .map((file) => path.join(server, file));
  const known = new Set(files);
  const resolve = (from: string, target: string) => {
    const base = path.resolve(path.dirname(from), target.replace(/\.js$/, ''));
    return [`${base}.ts`, path.join(base, 'index.ts')].find((file) => known.has(file));
  };
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map(([, target]) =>
      resolve(file, target!),
    );
    edges.set(
      path.relative(server, file),
      new Set(targets.filter((target) => target !== undefined).map((target) => path.relative(server, target))),
    );
  }
  return edges;
}

describe('module boundaries', () => {
  const areas = readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('finds the areas', () => {
    expect(areas).toEqual(expect.arrayContaining(['practices', 'links', 'statistics', 'papers']));
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

  it.each(areas)('%s reaches other areas only through their service.ts or index.ts', (area) => {
    const reaches = importsBetweenAreas(area)
      .filter(({ inside }) => inside !== 'service' && inside !== 'index')
      .map(({ file, target }) => `${file} -> ${target}`);
    expect(reaches).toEqual([]);
  });

  it('has no loops between areas', () => {
    const edges = new Map(areas.map((area) => [area, new Set(importsBetweenAreas(area).map(({ owner }) => owner))]));
    expect(findLoops(edges)).toEqual([]);
  });

  it('keeps the paper core free of the areas that build papers', () => {
    const users = ['practices', 'assignments', 'ai', 'statistics', 'bookmarks'];
    const reaches = importsBetweenAreas('papers')
      .filter(({ owner }) => users.includes(owner))
      .map(({ file, target }) => `${file} -> ${target}`);
    expect(reaches).toEqual([]);
  });

  // docs/architecture.md, one request context: a route builds the context (server/context.ts) and hands it to one
  // service call; what a service needs comes in that context, never as Fastify's app, request or reply.
  it.each(areas)('%s keeps Fastify in its routes', (area) => {
    const reaches = sourceFiles(area)
      .filter((file) => !/(^|-)routes\.ts$/.test(path.basename(file)))
      .filter((file) => /from 'fastify(-[a-z-]+)?'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(modules, file));
    expect(reaches).toEqual([]);
  });

  it('finds services their queue and settings in the context, not in a registry keyed by the database handle', () => {
    expect(existsSync(path.join(modules, '..', 'jobs', 'registry.ts'))).toBe(false);
    const registries = readdirSync(path.join(modules, '..'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /WeakMap<Db\b/.test(readFileSync(path.join(modules, '..', file), 'utf8')));
    expect(registries).toEqual([]);
  });

  // server/context.ts declares the context's types, which every service imports: were it to import an area (or what
  // builds the context), every service would import, through its ctx type, the whole app (a 50-file import loop once).
  it('keeps server/context.ts to types from the platform', () => {
    const source = readFileSync(path.join(server, 'context.ts'), 'utf8');
    const imports = [...source.matchAll(/^import (type )?.*? from '([^']+)';$/gms)];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter(([, type]) => !type).map(([line]) => line)).toEqual([]);
    const reaches = imports
      .map(([, , target]) => target!)
      .filter((target) => /^\.\/(modules|subscribers|app|app-context|jobs\/index)(\/|$)/.test(target));
    expect(reaches).toEqual([]);
  });

  it('has no import loops between server files, types included', () => {
    expect(findLoops(serverImports())).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(findLoops(edges)).toEqual([['a', 'b', 'c']]);
  });
});
