// The SQLite writer thread (server/db/sqlite-writer.ts): runs one write statement at a time as its own transaction on
// its own connection, and answers after the commit. Plain JavaScript, so Node runs it as it is, under tsx and under
// the test runner alike.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const sqlite = new SQLite(workerData.file);
// The same settings as the main connection (server/db/index.ts): WAL, and a commit is on disk before it is answered.
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = FULL');
sqlite.pragma('foreign_keys = ON');
sqlite.pragma('busy_timeout = 5000');

const STATEMENT_CACHE_SIZE = 100;
const statements = new Map();

function prepare(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    statement = sqlite.prepare(sql);
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value);
    statements.set(sql, statement);
  }
  return statement;
}

parentPort.on('message', (message) => {
  if (message.type === 'close') {
    // Every earlier write has answered (messages run in order); closing the port lets the thread end by itself once
    // those answers are delivered.
    sqlite.close();
    parentPort.close();
    return;
  }
  const { id, sql, parameters } = message;
  try {
    const statement = prepare(sql);
    // One statement is one transaction: SQLite commits it (and syncs the WAL) before run() or all() returns.
    if (statement.reader) {
      parentPort.postMessage({ id, rows: statement.all(...parameters) });
    } else {
      statement.run(...parameters);
      parentPort.postMessage({ id, rows: [] });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error), code: error?.code });
  }
});
