import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../db";
import { doctors } from "../db/schema";

// The doctor a visitor books by username: their booking rules and fee (active doctors only).

export interface DoctorRow {
  id: string;
  username: string;
  name: string;
  title: string;
  designation: string;
  fee: number;
  currency: string;
  minNoticeMinutes: number;
  bookingHorizonDays: number;
}

export async function findDoctor(db: Executor, username: string): Promise<DoctorRow | null> {
  const [row] = await db
    .select({
      id: doctors.id,
      username: doctors.username,
      name: doctors.name,
      title: doctors.title,
      designation: doctors.designation,
      fee: doctors.consultationFee,
      currency: doctors.currency,
      minNoticeMinutes: doctors.minNoticeMinutes,
      bookingHorizonDays: doctors.bookingHorizonDays,
    })
    .from(doctors)
    .where(and(eq(doctors.username, username.toLowerCase()), eq(doctors.isActive, true)));
  return row ?? null;
}

export const fullName = (d: { title: string; name: string }) => `${d.title} ${d.name}`.trim();
