/**
 * How many notebook items have a variant (issue 29.1): over the demo bank (content/), the share of questions that have
 * at least 1, 2 and 3 other live, approved questions of the same chapter, type and level, which a review can show
 * instead (server/modules/statistics/fsrs.ts chooseVariant). Every bank question is a possible notebook item; a
 * student who has already met the variants gets the question itself. Run: npx tsx bench/notebook-variants.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../server/content/load';
import { openDatabase } from '../server/db/index';
import { migrateToLatest } from '../server/db/migrate';

const dir = mkdtempSync(path.join(tmpdir(), 'variants-'));
const database = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'bank.sqlite') });
try {
  await migrateToLatest(database.db);
  await loadContent(database.db);
  const questions = await database.db
    .selectFrom('questions')
    .select(['id', 'subjectId', 'chapterId', 'type', 'level'])
    .where('deleted', '=', 0)
    .where('approved', '=', 1)
    .execute();
  const groups = new Map<string, number>();
  const keyOf = (q: (typeof questions)[number]) => `${q.chapterId}|${q.type}|${q.level}`;
  for (const q of questions) groups.set(keyOf(q), (groups.get(keyOf(q)) ?? 0) + 1);
  const rows: Record<string, { questions: number; one: number; two: number; three: number }> = {};
  for (const q of questions) {
    const others = groups.get(keyOf(q))! - 1;
    for (const key of [`${q.subjectId} ${q.type}`, `all ${q.type}`, 'all']) {
      const row = rows[key] ?? { questions: 0, one: 0, two: 0, three: 0 };
      rows[key] = row;
      row.questions++;
      if (others >= 1) row.one++;
      if (others >= 2) row.two++;
      if (others >= 3) row.three++;
    }
  }
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
  console.log('| subset | questions | with a variant | with 2+ | with 3+ |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [key, r] of Object.entries(rows).sort(([a], [b]) => (a < b ? -1 : 1)))
    console.log(
      `| ${key} | ${r.questions} | ${pct(r.one, r.questions)} | ${pct(r.two, r.questions)} | ${pct(r.three, r.questions)} |`,
    );
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
