import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md: a web feature is a room of its own. It builds on web/components (shared widgets),
// web/lib (hooks, api helpers), web/i18n and common/, never on another feature: only web/app composes features
// (routes, the shell). A piece two features need moves down to components/ or lib/, which in turn know no feature.
const web = import.meta.dirname;
const features = path.join(web, 'features');

type Import = { file: string; target: string };

/** Every relative import of the web app's TypeScript files, static, side-effect and dynamic, resolved to a path. */
function readImports(): Import[] {
  const files = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  return files.flatMap((file) => {
    const source = readFileSync(path.join(web, file), 'utf8');
    return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s*)'(\.[^']+)'/gm)].map(([, spec]) => ({
      file: path.join(web, file),
      target: path.resolve(path.dirname(path.join(web, file)), spec!),
    }));
  });
}

/** The feature a path belongs to (`web/features/<feature>/…`), or undefined outside features. */
function featureOf(file: string): string | undefined {
  const [first] = path.relative(features, file).split(path.sep);
  return first === undefined || first === '..' ? undefined : first;
}

const show = ({ file, target }: Import) => `${path.relative(web, file)} -> ${path.relative(web, target)}`;
const imports = readImports();

/** Feature pairs that import each other in a loop, each loop once, as `a -> b -> a`. */
function findLoops(edges: Map<string, Set<string>>): string[] {
  const loops = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of edges.get(at) ?? []) {
      if (next === start) {
        // Name a loop from its alphabetically first feature, so the same loop found from each member counts once.
        const first = trail.indexOf([...trail].sort()[0]!);
        const turned = [...trail.slice(first), ...trail.slice(0, first)];
        loops.add([...turned, turned[0]].join(' -> '));
      } else if (!trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const feature of edges.keys()) walk(feature, feature, [feature]);
  return [...loops];
}

describe('web boundaries', () => {
  const featureNames = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('finds the features and their imports', () => {
    expect(featureNames).toEqual(expect.arrayContaining(['assignments', 'classes', 'links', 'working']));
    expect(imports.length).toBeGreaterThan(500);
  });

  it.each(featureNames)('%s imports no other feature', (feature) => {
    const reaches = imports.filter(({ file, target }) => {
      const into = featureOf(target);
      return featureOf(file) === feature && into !== undefined && into !== feature;
    });
    expect(reaches.map(show)).toEqual([]);
  });

  it('web/components and web/lib import no feature', () => {
    const reaches = imports.filter(({ file, target }) => {
      const from = path.relative(web, file).split(path.sep)[0];
      // A test of lib may name a feature's keys to check an event refreshes them; the code it tests does not.
      return (from === 'components' || from === 'lib') && !/\.test\.tsx?$/.test(file) && featureOf(target);
    });
    expect(reaches.map(show)).toEqual([]);
  });

  it('no features import each other in a loop', () => {
    const edges = new Map<string, Set<string>>();
    for (const { file, target } of imports) {
      const from = featureOf(file);
      const into = featureOf(target);
      if (from && into && from !== into) edges.set(from, (edges.get(from) ?? new Set()).add(into));
    }
    expect(findLoops(edges)).toEqual([]);
  });
});
