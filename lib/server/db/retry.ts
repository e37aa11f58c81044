import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { classifyDbError } from "./errors";
import { logEvent } from "../log";
import type { Db } from "./client";

/**
 * Transactions that PostgreSQL aborts only because of their timing run again: a serialization
 * failure (40001) and a deadlock (40P01), which two holds racing for one slot meet on the
 * exclusion constraint (each waits for the other's uncommitted row). The whole transaction is
 * repeated, a bounded number of times with random ("full jitter") backoff, so the loser then
 * meets the winner's committed row and answers what it is (409 slot taken), never a 500. The
 * work inside a transaction therefore only touches the database (a gateway call or a message
 * is made after the commit). A savepoint (`tx.transaction`) is not retried on its own: its
 * failure aborts the whole transaction, which is retried here.
 */
const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(["40001", "40P01"]);
export const TRANSACTION_ATTEMPTS = 6;

/** Up to 10, 20, 40, 80, 160 ms before attempts 2 to 6. */
export const retryDelayMs = (failedAttempt: number, random = Math.random): number => Math.floor(random() * 10 * 2 ** (failedAttempt - 1));

export function retryTransactions(db: Db): Db {
  const once = db.transaction.bind(db);
  const transaction = async (...args: Parameters<typeof once>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(...args);
      } catch (error) {
        const sqlstate = classifyDbError(error)?.sqlstate;
        if (!sqlstate || !RETRYABLE_SQLSTATES.has(sqlstate) || attempt >= TRANSACTION_ATTEMPTS) throw error;
        logEvent("warn", "db_transaction_retried", { sqlstate, detail: `attempt ${attempt + 1} of ${TRANSACTION_ATTEMPTS}` });
        await sleep(retryDelayMs(attempt));
      }
    }
  };
  return Object.assign(db, { transaction: transaction as Db["transaction"] });
}
