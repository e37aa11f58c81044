import "server-only";
import type { Db } from "./client";

/** A transaction of either engine (both are typed as node-postgres's; see client.ts). */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * What every domain function runs its statements on: the database, or a transaction a
 * caller opened, so that several domain calls (a hold, a payment, an outbox row) commit or
 * roll back as one. Callers outside a flow pass `await getDb()`.
 */
export type Executor = Db | Transaction;
