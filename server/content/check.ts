import path from 'node:path';
import { CONTENT_DIR, type ContentProblem, listSubjectFiles, readCategories, readSubjectFile } from './read';
import { type Coverage, LONGEST_KEY_WARNING, type SvgCache, validateSubject } from './validate';

export interface CheckResult {
  problems: ContentProblem[];
  /** chapters under the per-chapter target; problems too when checked with strict */
  shortfalls: ContentProblem[];
  warnings: ContentProblem[];
  coverage: Coverage[];
}

/**
 * Validates the categories and the given subject files (all of them by default). With strict, a chapter under the
 * per-chapter target (CHAPTER_TARGET) is a problem, not only a shortfall.
 */
export function checkContent(
  files: string[] = listSubjectFiles(),
  dir = CONTENT_DIR,
  options: { strict?: boolean } = {},
): CheckResult {
  const { categories, problems } = readCategories(dir);
  const shortfalls: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const svgCache: SvgCache = new Map();
  const categoryIds = new Set(categories.map((category) => category.id));
  const seenIds = new Map<string, string>();
  const coverage: Coverage[] = [];
  for (const file of files) {
    const { subject, problems: readProblems } = readSubjectFile(file);
    problems.push(...readProblems);
    if (!subject) continue;
    const assetsDir = path.join(dir, 'assets', subject.subject.id);
    const result = validateSubject(subject, { categoryIds, seenIds, assetsDir, svgCache });
    problems.push(...result.problems);
    shortfalls.push(...result.shortfalls);
    warnings.push(...result.warnings);
    coverage.push(result.coverage);
  }
  if (options.strict) problems.push(...shortfalls);
  return { problems, shortfalls, warnings, coverage };
}

export function formatCoverage(rows: Coverage[]): string {
  const header = [
    'subject',
    'chapters',
    'mc',
    'short',
    'long',
    'L1',
    'L2',
    'L3',
    'total',
    'notes',
    'short of target',
    'key longest',
  ];
  const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${Math.round((100 * part) / whole)}%`);
  const keyLongest = (part: number, whole: number) =>
    `${percent(part, whole)}${whole > 0 && part / whole > LONGEST_KEY_WARNING ? ' !' : ''}`;
  const lines: Array<Array<string | number>> = rows.map((row) => [
    row.subject,
    row.chapters,
    row.mc,
    row.short,
    row.long,
    ...row.levels,
    row.mc + row.short + row.long,
    `${row.notes}/${row.chapters}`,
    `${row.belowTarget}/${row.chapters}`,
    keyLongest(row.keyLongest, row.mc),
  ]);
  const sum = (pick: (row: Coverage) => number) => rows.reduce((total, row) => total + pick(row), 0);
  lines.push([
    'all',
    sum((r) => r.chapters),
    sum((r) => r.mc),
    sum((r) => r.short),
    sum((r) => r.long),
    sum((r) => r.levels[0]),
    sum((r) => r.levels[1]),
    sum((r) => r.levels[2]),
    sum((r) => r.mc + r.short + r.long),
    `${sum((r) => r.notes)}/${sum((r) => r.chapters)}`,
    `${sum((r) => r.belowTarget)}/${sum((r) => r.chapters)}`,
    keyLongest(
      sum((r) => r.keyLongest),
      sum((r) => r.mc),
    ),
  ]);
  const table = [header, ...lines.map((line) => line.map(String))];
  const widths = header.map((_, column) => Math.max(...table.map((line) => (line[column] ?? '').length)));
  return table.map((line) => line.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n');
}
