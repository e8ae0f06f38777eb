// npm run content:load: loads content/ into the configured database (DATABASE_URL or the SQLite file in DATA_DIR).
// Safe to run at any time: see server/content/load.ts for what it changes and what it leaves alone.
import path from 'node:path';
import { buildApp } from '../server/app';
import { migrateAuthTables } from '../server/auth/migrate';
import { loadConfig } from '../server/config';
import { loadContent } from '../server/content/load';
import { openDatabase } from '../server/db/index';
import { migrateToLatest } from '../server/db/migrate';

const config = { ...loadConfig(), logLevel: 'warn' as const };
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'paperwise.sqlite'),
});
const app = await buildApp(config, database);
try {
  await migrateAuthTables(app.auth);
  await migrateToLatest(database.db);
  const summary = await loadContent(database.db);
  console.log(summary);
} finally {
  await app.close();
  await database.close();
}
