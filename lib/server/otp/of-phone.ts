import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "../db";
import { otpChallenges } from "../db/schema";

/**
 * The phone's verification records (a code's keyed hash, kept a day): part of an erasure. The
 * erasure also ends the verified session that asked for it, whose token these rows back.
 */
export async function eraseChallengesOfPhone(db: Executor, phone: string): Promise<number> {
  return (await db.delete(otpChallenges).where(eq(otpChallenges.phone, phone)).returning({ id: otpChallenges.id })).length;
}
