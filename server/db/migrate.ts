import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { isSqlite } from './dialect';
import type { Db } from './index';
import * as foundation from './migrations/0001-foundation';
import * as practices from './migrations/0002-practices';
import * as admin from './migrations/0003-admin';
import * as catalogueEdited from './migrations/0004-catalogue-edited';
import * as links from './migrations/0005-links';
import * as demoFlag from './migrations/0006-demo-flag';
import * as assignments from './migrations/0007-assignments';
import * as classesSchools from './migrations/0008-classes-schools';
import * as statistics from './migrations/0009-statistics';
import * as jobsAi from './migrations/0010-jobs-ai';
import * as billing from './migrations/0011-billing';
import * as blogs from './migrations/0012-blogs';
import * as ai from './migrations/0013-ai';
import * as assignmentOptionsTime from './migrations/0014-assignment-options-time';
import * as analyticsEvents from './migrations/0017-analytics-events';
import * as weeklyDigest from './migrations/0018-weekly-digest';
import * as rankingIndex from './migrations/0019-ranking-index';
import * as storedFiles from './migrations/0020-stored-files';
import * as jobReasonsDisputes from './migrations/0021-job-reasons-disputes';
import * as rateLimits from './migrations/0022-rate-limits';
import * as mockPapers from './migrations/0023-mock-papers';
import * as learning from './migrations/0024-learning';
import * as oneClassModel from './migrations/0025-one-class-model';
import * as regradeOnAppeal from './migrations/0026-regrade-on-appeal';
import * as parentProfile from './migrations/0027-parent-profile';
import * as reviewBudgetWeights from './migrations/0028-review-budget-weights';
import * as handInPages from './migrations/0029-hand-in-pages';
import * as assignmentMockPaper from './migrations/0030-assignment-mock-paper';

/** Every migration, in order. Written once for both engines (see dialect.ts for the few differences). */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-practices': practices,
  '0003-admin': admin,
  '0004-catalogue-edited': catalogueEdited,
  '0005-links': links,
  '0006-demo-flag': demoFlag,
  '0007-assignments': assignments,
  '0008-classes-schools': classesSchools,
  '0009-statistics': statistics,
  '0010-jobs-ai': jobsAi,
  '0011-billing': billing,
  '0012-blogs': blogs,
  '0013-ai': ai,
  '0014-assignment-options-time': assignmentOptionsTime,
  '0017-analytics-events': analyticsEvents,
  '0018-weekly-digest': weeklyDigest,
  '0019-ranking-index': rankingIndex,
  '0020-stored-files': storedFiles,
  '0021-job-reasons-disputes': jobReasonsDisputes,
  '0022-rate-limits': rateLimits,
  '0023-mock-papers': mockPapers,
  '0024-learning': learning,
  '0025-one-class-model': oneClassModel,
  '0026-regrade-on-appeal': regradeOnAppeal,
  '0027-parent-profile': parentProfile,
  '0028-review-budget-weights': reviewBudgetWeights,
  '0029-hand-in-pages': handInPages,
  '0030-assignment-mock-paper': assignmentMockPaper,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings our tables up to date. better-auth's own tables must exist first (auth/migrate.ts). */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: 'kysely_migration',
    migrationLockTableName: 'kysely_migration_lock',
    // Kysely looks for its tables in every schema unless told which: with several schemas in one PostgreSQL database
    // (tests, benches, tenants) it would find another schema's table and skip creating its own.
    migrationTableSchema: await currentSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function currentSchema(db: Db): Promise<string | undefined> {
  if (isSqlite(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
