import path from 'node:path';
import { CONTENT_DIR, type ContentProblem, listSubjectFiles, readCategories, readSubjectFile } from './read';
import { type Coverage, validateSubject } from './validate';

export interface CheckResult {
  problems: ContentProblem[];
  coverage: Coverage[];
}

/** Validates the categories and the given subject files (all of them by default). */
export function checkContent(files: string[] = listSubjectFiles(), dir = CONTENT_DIR): CheckResult {
  const { categories, problems } = readCategories(dir);
  const categoryIds = new Set(categories.map((category) => category.id));
  const seenIds = new Map<string, string>();
  const coverage: Coverage[] = [];
  for (const file of files) {
    const { subject, problems: readProblems } = readSubjectFile(file);
    problems.push(...readProblems);
    if (!subject) continue;
    const assetsDir = path.join(dir, 'assets', subject.subject.id);
    const result = validateSubject(subject, { categoryIds, seenIds, assetsDir });
    problems.push(...result.problems);
    coverage.push(result.coverage);
  }
  return { problems, coverage };
}

export function formatCoverage(rows: Coverage[]): string {
  const header = ['subject', 'chapters', 'mc', 'short', 'long', 'L1', 'L2', 'L3', 'total', 'notes'];
  const lines = rows.map((row) => [
    row.subject,
    row.chapters,
    row.mc,
    row.short,
    row.long,
    ...row.levels,
    row.mc + row.short + row.long,
    `${row.notes}/${row.chapters}`,
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
  ]);
  const table = [header, ...lines.map((line) => line.map(String))];
  const widths = header.map((_, column) => Math.max(...table.map((line) => (line[column] ?? '').length)));
  return table.map((line) => line.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n');
}
