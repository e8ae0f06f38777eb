// npm run content:check [-- files...]: validates the question bank and prints its coverage (content/README.md).
import path from 'node:path';
import { checkContent, formatCoverage } from '../server/content/check';

const files = process.argv.slice(2).map((file) => path.resolve(file));
const { problems, coverage } = checkContent(files.length > 0 ? files : undefined);
console.log(formatCoverage(coverage));
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const problem of problems)
    console.error(`${problem.file}${problem.line ? `:${problem.line}` : ''}  ${problem.message}`);
  process.exit(1);
}
console.log('\ncontent ok');
