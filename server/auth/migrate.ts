import { getMigrations } from 'better-auth/db/migration';
import type { Auth } from './auth';

/** Creates or extends better-auth's own tables (user, session, account, verification). */
export async function migrateAuthTables(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
