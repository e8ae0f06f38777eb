// npm run content:check [-- [--strict] [--shortfalls] [--exam-fit] files...]: validates the question bank and prints
// its coverage (content/README.md). Chapters under the per-chapter target are counted in the table and listed with
// --shortfalls; only --strict makes them fail the check. The exam-fit rules of issue 28 (marks on every part, every
// stem stands alone, structured question shape) are counted per subject and listed with --exam-fit; they fail the
// check only for the subjects in STRICT_EXAM_FIT_SUBJECTS (server/content/targets.ts).
import path from 'node:path';
import { checkContent, formatCoverage, formatExamFitCounts } from '../server/content/check';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const listShortfalls = args.includes('--shortfalls');
const listExamFit = args.includes('--exam-fit');
const files = args.filter((arg) => !arg.startsWith('--')).map((file) => path.resolve(file));
const { problems, shortfalls, warnings, examFit, coverage, retired, blueprints } = checkContent(
  files.length > 0 ? files : undefined,
  undefined,
  { strict },
);
console.log(formatCoverage(coverage));
const where = (problem: { file: string; line?: number }) => `${problem.file}${problem.line ? `:${problem.line}` : ''}`;
if (!strict && shortfalls.length > 0) {
  console.log(
    `\n${shortfalls.length} chapter(s) under the per-chapter target (fatal with --strict${listShortfalls ? '' : '; --shortfalls lists them'})${listShortfalls ? ':' : '.'}`,
  );
  if (listShortfalls) for (const shortfall of shortfalls) console.log(`${where(shortfall)}  ${shortfall.message}`);
}
console.log(
  `\nexam fit (issue 28), questions per subject and rule (problems only for STRICT_EXAM_FIT_SUBJECTS${listExamFit ? '' : '; --exam-fit lists them'}):`,
);
console.log(
  formatExamFitCounts(
    examFit,
    coverage.map((row) => row.subject),
  ),
);
if (listExamFit)
  for (const finding of examFit) console.log(`${where(finding)}  rule ${finding.rule}: ${finding.message}`);
console.log(
  `\nretired (content/retired.yaml): ${retired.sections.length} section(s), ${retired.chapters.length} chapter(s), ${retired.questions.length} question(s)`,
);
if (blueprints.length > 0) {
  console.log(
    `\n${blueprints.length} mock-paper blueprint(s) (content/blueprints): each section's marks (questions × types and marks each, bank: the questions that fit; ! too few):`,
  );
  for (const line of blueprints) console.log(line);
}
if (warnings.length > 0) {
  console.log(`\n${warnings.length} warning(s):`);
  for (const warning of warnings) console.log(`${where(warning)}  ${warning.message}`);
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.error(`${where(problem)}  ${problem.message}`);
  process.exit(1);
}
console.log('\ncontent ok');
