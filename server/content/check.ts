import path from 'node:path';
import { validateBlueprint } from './blueprint';
import { type Coverage, mostCommonKey, percent } from './coverage';
import {
  CONTENT_DIR,
  type ContentProblem,
  findRetiredProblems,
  type LoadedSubject,
  listSubjectFiles,
  readBlueprints,
  readCategories,
  readRetired,
  readSubjectFile,
} from './read';
import type { ContentRetired } from './schema';
import { CUE_RANGES, EXAM_FIT_RULES, type ExamFitRule, STRICT_EXAM_FIT_SUBJECTS } from './targets';
import type { SvgCache } from './text-rules';
import { type ExamFitFinding, validateSubject } from './validate';

export interface CheckResult {
  problems: ContentProblem[];
  /** chapters under the per-chapter target; problems too when checked with strict */
  shortfalls: ContentProblem[];
  warnings: ContentProblem[];
  /** findings of the exam-fit rules 1-3 of issue 28; problems too for STRICT_EXAM_FIT_SUBJECTS */
  examFit: ExamFitFinding[];
  coverage: Coverage[];
  /** content/retired.yaml */
  retired: ContentRetired;
  /** a line per blueprint (content/blueprints): the paper and what the bank holds for each section */
  blueprints: string[];
}

/**
 * Validates the categories and the given subject files (all of them by default). With strict, a chapter under the
 * per-chapter target (CHAPTER_TARGET) is a problem, not only a shortfall.
 */
export function checkContent(
  files: string[] = listSubjectFiles(),
  dir = CONTENT_DIR,
  options: { strict?: boolean; strictExamFit?: ReadonlySet<string> } = {},
): CheckResult {
  const { categories, problems } = readCategories(dir);
  const shortfalls: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const examFit: ExamFitFinding[] = [];
  const svgCache: SvgCache = new Map();
  const categoryIds = new Set(categories.map((category) => category.id));
  const seenIds = new Map<string, string>();
  const coverage: Coverage[] = [];
  const loaded: LoadedSubject[] = [];
  for (const file of files) {
    const { subject, problems: readProblems } = readSubjectFile(file);
    problems.push(...readProblems);
    if (!subject) continue;
    loaded.push(subject);
    const assetsDir = path.join(dir, 'assets', subject.subject.id);
    const result = validateSubject(subject, {
      categoryIds,
      seenIds,
      assetsDir,
      svgCache,
      strictExamFit: options.strictExamFit,
    });
    problems.push(...result.problems);
    shortfalls.push(...result.shortfalls);
    warnings.push(...result.warnings);
    examFit.push(...result.examFit);
    coverage.push(result.coverage);
  }
  const retired = readRetired(dir);
  problems.push(...retired.problems, ...findRetiredProblems(retired, loaded));
  const blueprints: string[] = [];
  const read = readBlueprints(dir);
  problems.push(...read.problems);
  const knownSubjects = new Set(listSubjectFiles(dir).map((file) => path.basename(file, '.yaml')));
  const byId = new Map(loaded.map(({ subject }) => [subject.id, subject]));
  for (const blueprint of read.blueprints) {
    // A blueprint of a subject outside this check's files is checked only for what it says itself.
    const result = validateBlueprint(blueprint, byId.get(blueprint.blueprint.subject), knownSubjects);
    problems.push(...result.problems);
    warnings.push(...result.warnings);
    blueprints.push(result.summary);
  }
  if (options.strict) problems.push(...shortfalls);
  return { problems, shortfalls, warnings, examFit, coverage, retired: retired.retired, blueprints };
}

/**
 * The exam-fit findings counted per subject and rule, one line a subject: "hkdse-physics  rule 1 (marks on every
 * part) 18, rule 2 (every stem stands alone) 1, rule 3 (structured question shape) 0  [warnings]".
 */
export function formatExamFitCounts(
  findings: ExamFitFinding[],
  subjects: string[],
  strictSubjects: ReadonlySet<string> = STRICT_EXAM_FIT_SUBJECTS,
): string {
  const rules = Object.keys(EXAM_FIT_RULES).map(Number) as ExamFitRule[];
  const width = Math.max(...subjects.map((subject) => subject.length));
  return subjects
    .map((subject) => {
      const counts = rules.map((rule) => {
        const n = findings.filter((finding) => finding.subject === subject && finding.rule === rule).length;
        return `rule ${rule} (${EXAM_FIT_RULES[rule]}) ${n}`;
      });
      return `${subject.padEnd(width)}  ${counts.join(', ')}  [${strictSubjects.has(subject) ? 'problems' : 'warnings'}]`;
    })
    .join('\n');
}

const COVERAGE_COLUMNS = [
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
  'figures',
  'structured',
  'min/ch',
  'key longest',
  'key shortest',
  'same key',
  'top key',
];

export function formatCoverage(rows: Coverage[]): string {
  const lines = [...rows, sumCoverage(rows)].map((row) => [row.subject, row.chapters, ...coverageCells(row)]);
  const table = [COVERAGE_COLUMNS, ...lines.map((line) => line.map(String))];
  const widths = COVERAGE_COLUMNS.map((_, column) => Math.max(...table.map((line) => (line[column] ?? '').length)));
  return table.map((line) => line.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n');
}

/** A share, marked ! outside its range (below it too unless `below` is false). */
function cue(part: number, whole: number, range: { min: number; max: number }, below = true) {
  return `${percent(part, whole)}${whole > 0 && ((below && part / whole < range.min) || part / whole > range.max) ? ' !' : ''}`;
}

/** A subject's row after its name and chapters. */
function coverageCells(row: Coverage): Array<string | number> {
  const total = row.mc + row.short + row.long;
  const top = mostCommonKey(row);
  return [
    row.mc,
    row.short,
    row.long,
    ...row.levels,
    total,
    `${row.notes}/${row.chapters}`,
    `${row.belowTarget}/${row.chapters}`,
    `${row.figures} (${percent(row.figures, total)})`,
    row.structured,
    row.structuredMin,
    cue(row.keyLongest, row.mc, CUE_RANGES.keyLongest),
    cue(row.keyShortest, row.mc, CUE_RANGES.keyShortest),
    cue(row.sameKeyPairs, row.keyPairs, CUE_RANGES.sameKey),
    row.mc === 0 ? '-' : `${top.letter} ${cue(top.count, row.mc, CUE_RANGES.letter, false)}`,
  ];
}

/** The "all" row: every subject's figures added up, the fewest structured questions a chapter holds. */
function sumCoverage(rows: Coverage[]): Coverage {
  const sum = (pick: (row: Coverage) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    subject: 'all',
    chapters: sum((r) => r.chapters),
    mc: sum((r) => r.mc),
    short: sum((r) => r.short),
    long: sum((r) => r.long),
    levels: [sum((r) => r.levels[0]), sum((r) => r.levels[1]), sum((r) => r.levels[2])],
    notes: sum((r) => r.notes),
    belowTarget: sum((r) => r.belowTarget),
    keyLongest: sum((r) => r.keyLongest),
    keyShortest: sum((r) => r.keyShortest),
    keyPairs: sum((r) => r.keyPairs),
    sameKeyPairs: sum((r) => r.sameKeyPairs),
    keyLetters: {
      a: sum((r) => r.keyLetters.a),
      b: sum((r) => r.keyLetters.b),
      c: sum((r) => r.keyLetters.c),
      d: sum((r) => r.keyLetters.d),
    },
    figures: sum((r) => r.figures),
    structured: sum((r) => r.structured),
    structuredMin: rows.length === 0 ? 0 : Math.min(...rows.map((r) => r.structuredMin)),
  };
}
