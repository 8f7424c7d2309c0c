import { drizzle } from "drizzle-orm/d1";
import type { SQL } from "drizzle-orm";
import * as schema from "./schema";

export type Db = ReturnType<typeof database>;

export function database(d1: D1Database) {
  return drizzle(d1, { schema });
}

/** True when `error` (or anything in its cause chain, where drizzle wraps D1's error) is a UNIQUE violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const message = current instanceof Error ? current.message : String(current);
    if (/UNIQUE constraint failed/i.test(message)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/**
 * A raw drizzle `sql` query as a D1 statement, for D1's own batch: drizzle
 * 0.45's batch cannot take raw queries with parameters (it reads a prepared
 * statement they do not have), and the conditional inserts that make the limits
 * exact are raw queries.
 */
export function statement(d1: D1Database, query: SQL): D1PreparedStatement {
  const { sql, params } = database(d1).run(query).getQuery();
  return d1.prepare(sql).bind(...params);
}
