import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import { createSqliteWriter, type WriteRunner } from './sqlite-writer';
import type { Database } from './types';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /**
   * Runs one write statement as its own transaction, answering after the commit: on SQLite on a writer thread, so
   * the commit's fsync does not hold up other requests; on PostgreSQL through the pool.
   */
  runWrite: WriteRunner;
  /** closes the pool or the file */
  close: () => Promise<void>;
}

export type { WriteRunner };

export interface DatabaseOptions {
  /** postgres://… or null for the embedded SQLite file */
  databaseUrl: string | null;
  /** the SQLite file; ignored for PostgreSQL */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests give each app its own); default: the server's search_path */
  schema?: string;
  poolSize?: number;
  /**
   * PostgreSQL: how long a query waits for a connection (a free one of the pool, or a new one being opened) before it
   * fails. Without a limit a connection attempt to a database that is starting up, or whose host drops the attempt,
   * holds the request, and the requests queued behind it, for as long as the operating system keeps trying.
   */
  connectTimeoutMs?: number;
}

/** The default of `connectTimeoutMs`: far above a connection's usual few ms, even on a loaded machine. */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * Opens the database. SQLite runs in WAL mode with synchronous=FULL: a commit is on disk before it is acknowledged,
 * so an answer the server has confirmed survives a power cut, not just a process crash (NORMAL would only promise
 * the latter in WAL mode). The cost is one fsync per commit, which the autosave batching keeps small.
 */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      // A database host that vanished without closing the connection (a network cut) is noticed, not waited on.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
      // Times are bigint milliseconds; they fit a double exactly, so read int8 as a number rather than a string.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === 20 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // PostgreSQL ends connections when it restarts, when an administrator or an idle timeout ends them, or when the
    // network drops: the client then emits 'error', and an 'error' nobody listens to stops the whole process. The
    // pool listens for its idle connections (and drops them); a connection lent out (a transaction between two
    // statements, a query about to start) has no listener of pg-pool's, so it gets one of ours for its whole life. Its
    // query in flight, if any, is rejected as before, and the pool does not take a broken connection back.
    // (bench/faults: a `pg_ctl restart` under load stopped all three app servers with an unhandled 'error' event.)
    pool.on('error', (error) => console.error(`PostgreSQL ended an idle connection: ${error.message}`));
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error(`PostgreSQL ended a connection in use: ${error.message}`));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const runWrite: WriteRunner = async (query) => (await db.executeQuery(query)).rows;
    return { db, dialect: 'postgres', runWrite, close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? path.resolve('data', 'paperwise.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  const writer = createSqliteWriter(file);
  const close = async () => {
    await writer.close();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', runWrite: writer.run, close };
}

/**
 * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE), not at their first write. The answer
 * writer thread has a connection of its own; a deferred transaction that read before that thread committed could not
 * upgrade to a writer afterwards (SQLITE_BUSY, which no busy timeout waits out), so a submit straight after an answer
 * failed. Begun immediately, the transaction waits its turn (busy_timeout) and then reads the latest data. A read-only
 * transaction (server/db/snapshot.ts) never writes, so it begins deferred and takes no write lock.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    const begin = settings?.accessMode === 'read only' ? 'begin deferred' : 'begin immediate';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; preparing is most of the cost of a small query in SQLite. Our queries are
 * built from a fixed set of shapes, so the prepared statements are kept by SQL text and reused.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
