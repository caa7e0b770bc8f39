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
};

/** Runs fn in one transaction (a savepoint when the scope is already inside one). */
export function inTransaction<T>(scope: Scope, fn: (scope: Scope) => Promise<T>): Promise<T> {
  return scope.db.transaction((tx) => fn({ ...scope, db: tx as unknown as Db }));
}
