import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareApp } from './bootstrap';
import { loadConfig } from './config';
import { openDatabase } from './db/index';
import { createScratchSchema } from './db/schemas';

/**
 * The whole product on a throwaway database: a fresh data folder and, with DATABASE_URL, a PostgreSQL schema of its
 * own, both removed when the app closes. The browser tests' server and the benches run on it.
 */
export async function prepareEphemeralApp(
  env: NodeJS.ProcessEnv,
  options: { purpose: 'e2e' | 'bench'; poolSize?: number },
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `paperwise-${options.purpose}-`));
  const config = loadConfig({ ...env, DATA_DIR: dataDir });
  const scratch = config.databaseUrl ? await createScratchSchema(config.databaseUrl, options.purpose) : undefined;
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(dataDir, 'paperwise.sqlite'),
    schema: scratch?.schema,
    poolSize: options.poolSize,
  });
  const cleanUp = async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const app = await prepareApp(config, { seedContent: true, runJobs: true, database });
    app.addHook('onClose', cleanUp);
    return { app, config };
  } catch (error) {
    await database.close();
    await cleanUp();
    throw error;
  }
}
