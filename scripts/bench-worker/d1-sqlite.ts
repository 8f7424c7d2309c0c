/**
 * A D1-shaped binding over Node's built-in SQLite (node:sqlite), for measuring
 * the Worker's own code outside workerd: prepare/bind/all/raw/run/first and
 * batch (one transaction), answering as D1 does. It also keeps the CPU time
 * spent inside the database engine, so the bench can leave it out: on
 * Cloudflare the query runs in D1, not in the Worker's isolate, and the Workers
 * CPU limit does not count it.
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";

type Value = string | number | bigint | null | Uint8Array;

/** What D1 answers for a statement (the parts the Worker reads). */
export interface D1Answer {
  success: true;
  results: Record<string, unknown>[];
  meta: { changes: number; last_row_id: number; duration: number };
}

export interface EngineClock {
  /** CPU microseconds (user + system) spent inside SQLite calls so far. */
  engineMicros: number;
}

function toSqlite(value: unknown): Value {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value === undefined) return null;
  return value as Value;
}

let depth = 0;

/** Runs `work`, adding its CPU time to the clock (once: a batch's statements are not counted again inside it). */
function timed<T>(clock: EngineClock, work: () => T): T {
  if (depth > 0) return work();
  depth += 1;
  const start = process.cpuUsage();
  try {
    return work();
  } finally {
    depth -= 1;
    const spent = process.cpuUsage(start);
    clock.engineMicros += spent.user + spent.system;
  }
}

class Statement {
  private readonly db: DatabaseSync;
  private readonly clock: EngineClock;
  readonly sql: string;
  private readonly params: Value[];

  // Plain fields, not parameter properties: Node runs this file by stripping types only.
  constructor(db: DatabaseSync, clock: EngineClock, sql: string, params: Value[] = []) {
    this.db = db;
    this.clock = clock;
    this.sql = sql;
    this.params = params;
  }

  bind(...values: unknown[]): Statement {
    return new Statement(this.db, this.clock, this.sql, values.map(toSqlite));
  }

  private prepared(arrays: boolean): StatementSync {
    const statement = this.db.prepare(this.sql);
    statement.setReturnArrays(arrays);
    return statement;
  }

  runNow(): D1Answer {
    return timed(this.clock, () => {
      const statement = this.prepared(false);
      // A statement with RETURNING (or a SELECT) answers rows; anything else answers its changes.
      if (statement.columns().length > 0) {
        const results = statement.all(...this.params) as Record<string, unknown>[];
        return { success: true, results, meta: { changes: results.length, last_row_id: 0, duration: 0 } };
      }
      const outcome = statement.run(...this.params);
      return {
        success: true,
        results: [],
        meta: { changes: Number(outcome.changes), last_row_id: Number(outcome.lastInsertRowid), duration: 0 },
      };
    });
  }

  async all(): Promise<D1Answer> {
    return this.runNow();
  }

  async run(): Promise<D1Answer> {
    return this.runNow();
  }

  async first<T>(column?: string): Promise<T | null> {
    const [row] = (this.runNow().results ?? []) as Record<string, unknown>[];
    if (!row) return null;
    return (column ? row[column] : row) as T;
  }

  async raw<T>(): Promise<T[]> {
    return timed(this.clock, () => this.prepared(true).all(...this.params) as T[]);
  }
}

/**
 * A D1 binding over a SQLite file (or ":memory:"), with the engine's CPU time
 * counted on `clock`. Typed loosely (`unknown`): this project's Node side has no
 * Workers types, and the Worker only meets it through its D1Database shape.
 */
export function sqliteD1(path: string, clock: EngineClock): { d1: unknown; db: DatabaseSync } {
  const db = new DatabaseSync(path);
  db.exec("PRAGMA foreign_keys = ON");
  const d1 = {
    prepare: (sql: string) => new Statement(db, clock, sql),
    async batch(statements: Statement[]) {
      return timed(clock, () => {
        db.exec("BEGIN");
        try {
          const results = statements.map((statement) => statement.runNow());
          db.exec("COMMIT");
          return results;
        } catch (error) {
          db.exec("ROLLBACK");
          throw error;
        }
      });
    },
    async exec(sql: string) {
      timed(clock, () => db.exec(sql));
      return { count: 1, duration: 0 };
    },
  };
  return { d1, db };
}
