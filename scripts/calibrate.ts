// npm run calibrate: the nightly calibration of the expected DSE level and the fit of the notebook's FSRS weights,
// now, on the configured database (DATABASE_URL or the SQLite file in DATA_DIR). The same work as the nightly job (server/jobs/calibration.ts); safe at any time.
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/index';
import { migrateToLatest } from '../server/db/migrate';
import { createHooks } from '../server/events/hooks';
import { calibrateSubjects, fitNotebookWeights } from '../server/modules/statistics/service';

const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'paperwise.sqlite'),
});
try {
  await migrateToLatest(database.db);
  const started = Date.now();
  const ctx = { db: database.db, hooks: createHooks() };
  const done = await calibrateSubjects(ctx);
  const fit = await fitNotebookWeights(ctx);
  const notebookWeights = fit
    ? { used: fit.used, logLoss: fit.logLoss, defaultLogLoss: fit.defaultLogLoss, checkedReviews: fit.checkedReviews }
    : 'too few reviews to fit';
  console.log({ ...done, notebookWeights, seconds: (Date.now() - started) / 1000 });
} finally {
  await database.close();
}
