import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { ContentCategories, type ContentCategory, ContentSubject } from './schema';

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
  const parsed = schema.safeParse(document.toJS());
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
