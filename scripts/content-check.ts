// npm run content:check [-- [--strict] [--shortfalls] files...]: validates the question bank and prints its coverage
// (content/README.md). Chapters under the per-chapter target are counted in the table and listed with --shortfalls;
// only --strict makes them fail the check.
import path from 'node:path';
import { checkContent, formatCoverage } from '../server/content/check';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const listShortfalls = args.includes('--shortfalls');
const files = args.filter((arg) => !arg.startsWith('--')).map((file) => path.resolve(file));
const { problems, shortfalls, warnings, coverage } = checkContent(files.length > 0 ? files : undefined, undefined, {
  strict,
});
console.log(formatCoverage(coverage));
const where = (problem: { file: string; line?: number }) => `${problem.file}${problem.line ? `:${problem.line}` : ''}`;
if (!strict && shortfalls.length > 0) {
  console.log(
    `\n${shortfalls.length} chapter(s) under the per-chapter target (fatal with --strict${listShortfalls ? '' : '; --shortfalls lists them'})${listShortfalls ? ':' : '.'}`,
  );
  if (listShortfalls) for (const shortfall of shortfalls) console.log(`${where(shortfall)}  ${shortfall.message}`);
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
