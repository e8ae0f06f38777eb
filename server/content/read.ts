import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { Blueprint, ContentCategories, type ContentCategory, ContentRetired, ContentSubject } from './schema';

export const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

export interface ContentProblem {
  file: string;
  line?: number;
  message: string;
}

export interface LoadedSubject {
  file: string;
  subject: ContentSubject;
  /** the line of a value at a path in the file, for messages */
  lineOf: (path: Array<string | number>) => number | undefined;
}

type ParseResult<T> =
  | { ok: true; value: T; lineOf: LoadedSubject['lineOf'] }
  | { ok: false; problems: ContentProblem[] };

function parseYamlFile<S extends z.ZodType>(file: string, schema: S): ParseResult<z.infer<S>> {
  const lineCounter = new LineCounter();
  const document = parseDocument(readFileSync(file, 'utf8'), { lineCounter, prettyErrors: false });
  const relative = path.relative(process.cwd(), file);
  if (document.errors.length > 0) {
    return {
      ok: false,
      problems: document.errors.map((error) => ({
        file: relative,
        // Without prettyErrors the parser leaves linePos unset; its character offset still gives the line.
        line: error.linePos?.[0].line ?? lineCounter.linePos(error.pos[0]).line,
        message: error.message.split('\n')[0] ?? 'YAML syntax error',
      })),
    };
  }
  const lineOf = (at: Array<string | number>) => {
    // Walk up until a node with a position exists: a missing key has none, its parent does.
    for (let depth = at.length; depth >= 0; depth--) {
      const node = document.getIn(at.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  // An empty file (or one of comments only) is an empty mapping.
  const parsed = schema.safeParse(document.toJS() ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => {
        const at = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
        return { file: relative, line: lineOf(at), message: `${at.join('.') || '(root)'}: ${issue.message}` };
      }),
    };
  }
  return { ok: true, value: parsed.data, lineOf };
}

export function readCategories(dir = CONTENT_DIR): { categories: ContentCategory[]; problems: ContentProblem[] } {
  const result = parseYamlFile(path.join(dir, 'categories.yaml'), ContentCategories);
  return result.ok ? { categories: result.value, problems: [] } : { categories: [], problems: result.problems };
}

export function listSubjectFiles(dir = CONTENT_DIR): string[] {
  const subjectsDir = path.join(dir, 'subjects');
  if (!existsSync(subjectsDir)) return [];
  return readdirSync(subjectsDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.join(subjectsDir, name));
}

export function readSubjectFile(file: string): { subject?: LoadedSubject; problems: ContentProblem[] } {
  const result = parseYamlFile(file, ContentSubject);
  if (!result.ok) return { problems: result.problems };
  return {
    subject: { file: path.relative(process.cwd(), file), subject: result.value, lineOf: result.lineOf },
    problems: [],
  };
}

export const RETIRED_FILE = 'retired.yaml';

/** content/retired.yaml, or nothing retired when there is no such file. */
export function readRetired(dir = CONTENT_DIR): {
  retired: ContentRetired;
  file?: string;
  lineOf?: LoadedSubject['lineOf'];
  problems: ContentProblem[];
} {
  const file = path.join(dir, RETIRED_FILE);
  const none: ContentRetired = { sections: [], chapters: [], questions: [] };
  if (!existsSync(file)) return { retired: none, problems: [] };
  const result = parseYamlFile(file, ContentRetired);
  if (!result.ok) return { retired: none, problems: result.problems };
  return { retired: result.value, file: path.relative(process.cwd(), file), lineOf: result.lineOf, problems: [] };
}

/**
 * A retired id that a subject file still holds is a problem: retiring it would hide what the file still offers. Also
 * an id retired twice.
 */
export function findRetiredProblems(
  retired: ReturnType<typeof readRetired>,
  subjects: Array<{ file: string; subject: ContentSubject }>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (!retired.file) return problems;
  const where = new Map<string, string>();
  for (const { file, subject } of subjects)
    for (const section of subject.sections) {
      where.set(section.id, file);
      for (const chapter of section.chapters) {
        where.set(chapter.id, file);
        for (const question of chapter.questions) where.set(question.id, file);
      }
    }
  const seen = new Set<string>();
  for (const kind of ['sections', 'chapters', 'questions'] as const)
    retired.retired[kind].forEach((id, index) => {
      const line = retired.lineOf?.([kind, index]);
      if (seen.has(id)) problems.push({ file: retired.file!, line, message: `${id} is retired twice` });
      seen.add(id);
      const file = where.get(id);
      if (file)
        problems.push({
          file: retired.file!,
          line,
          message: `${id} is retired but ${file} still has it: remove it there, or from ${RETIRED_FILE}`,
        });
    });
  return problems;
}

export const BLUEPRINTS_DIR = 'blueprints';

export interface LoadedBlueprint {
  file: string;
  blueprint: Blueprint;
  lineOf: LoadedSubject['lineOf'];
}

/** content/blueprints/*.yaml, each parsed against the Blueprint schema, in file-name order. */
export function readBlueprints(dir = CONTENT_DIR): { blueprints: LoadedBlueprint[]; problems: ContentProblem[] } {
  const blueprintsDir = path.join(dir, BLUEPRINTS_DIR);
  const blueprints: LoadedBlueprint[] = [];
  const problems: ContentProblem[] = [];
  if (!existsSync(blueprintsDir)) return { blueprints, problems };
  for (const name of readdirSync(blueprintsDir).sort()) {
    if (!name.endsWith('.yaml')) continue;
    const file = path.join(blueprintsDir, name);
    const result = parseYamlFile(file, Blueprint);
    if (result.ok)
      blueprints.push({ file: path.relative(process.cwd(), file), blueprint: result.value, lineOf: result.lineOf });
    else problems.push(...result.problems);
  }
  return { blueprints, problems };
}
