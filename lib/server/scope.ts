import type { Db } from "@/lib/db/client";

/**
 * Who is acting: every service takes the account and mode explicitly, and the database handle
 * to use (the request's transaction when the wrapper opened one).
 */
export type Scope = {
  db: Db;
  accountId: string;
  testMode: boolean;
  requestId?: string;
  /** The clock writes are stamped with; real time unless a caller (the demo seed) says otherwise. */
  now?: () => Date;
  /** Who is acting, for decisions recorded with their author: a dashboard user's email, or "api_key" (the default). */
  actor?: string;
};

/** The scope's time: what created_at, updated_at and expiry checks use. */
export function clockNow(scope: { now?: () => Date }): Date {
  return scope.now ? scope.now() : new Date();
}

/** Runs fn in one transaction (a savepoint when the scope is already inside one). */
export function inTransaction<T>(scope: Scope, fn: (scope: Scope) => Promise<T>): Promise<T> {
  return scope.db.transaction((tx) => fn({ ...scope, db: tx as unknown as Db }));
}
