import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../db";
import { contactMessages } from "../db/schema";
import { messageReference } from "./contact-messages";
import type { ContactRecord } from "@/lib/contracts/my-data";

/**
 * Contact messages sent with a phone (/my-data: by reference and subject only, since the form did
 * not verify the number: ContactRecord), and their erasure: no law asks to keep them, and the
 * number in them is the verified person's.
 */
export async function contactMessagesOfPhone(db: Executor, phone: string): Promise<ContactRecord[]> {
  const rows = await db.select().from(contactMessages).where(eq(contactMessages.phone, phone)).orderBy(asc(contactMessages.createdAt));
  return rows.map((r) => ({ reference: messageReference(r.id), subject: r.subject, createdAt: r.createdAt.toISOString() }));
}

export async function eraseContactMessagesOfPhone(db: Executor, phone: string): Promise<number> {
  return (await db.delete(contactMessages).where(eq(contactMessages.phone, phone)).returning({ id: contactMessages.id })).length;
}
