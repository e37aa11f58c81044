import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { CollectionValues } from "@/lib/contracts/collections";
import { doctorLeaves, doctorOpdTimings, doctors, doctorSpecialities } from "../../db/schema";
import { hospitalToday } from "../../content/pages";
import { lockDoctorTime } from "../../booking/time-lock";
import { refreshDoctorSearchKeys } from "../../doctors/search-keys";
import { readLinks, type TableStoreConfig } from "../table-store";
import { writeLinks } from "./shared";

// Doctors (lib/contracts/collections/doctors.ts) in the table doctors, with their specialities,
// weekly OPD sittings and leave to come in their own tables.

const hhmm = (time: string) => time.slice(0, 5);

export const doctorsStore: TableStoreConfig<CollectionValues<"doctors">> = {
  table: doctors,
  search: [doctors.name, doctors.username, doctors.registrationNumber],
  order: [asc(doctors.name)],
  uniques: { doctors_username_unique: { field: "username", message: "Another doctor already uses this address: choose another slug." } },
  inUse: "This doctor has bookings: unpublish the profile instead (untick \"Shown on the site\").",
  // Leave and sittings decide which slots can be held: a save waits for the holds under way and
  // the holds after it see it (booking/time-lock.ts).
  lockFirst: async (tx, id) => (id ? lockDoctorTime(tx, id) : undefined),
  extras: {
    async read(db, ids) {
      const today = hospitalToday();
      const [links, sittings, leave] = await Promise.all([
        readLinks(db, { table: doctorSpecialities, owner: doctorSpecialities.doctorId, target: doctorSpecialities.specialityId, order: doctorSpecialities.sortOrder }, ids),
        db.select().from(doctorOpdTimings).where(inArray(doctorOpdTimings.doctorId, ids)).orderBy(asc(doctorOpdTimings.dayOfWeek), asc(doctorOpdTimings.startTime)),
        // Leave that is over stays as a record but is not edited here.
        db
          .select()
          .from(doctorLeaves)
          .where(and(inArray(doctorLeaves.doctorId, ids), gte(doctorLeaves.toDate, today)))
          .orderBy(asc(doctorLeaves.fromDate)),
      ]);
      return new Map(
        ids.map((id) => [
          id,
          {
            specialities: links.get(id) ?? [],
            schedule: sittings
              .filter((s) => s.doctorId === id)
              .map((s) => ({ dayOfWeek: String(s.dayOfWeek), startTime: hhmm(s.startTime), endTime: hhmm(s.endTime), slotMinutes: s.slotMinutes })),
            leave: leave.filter((l) => l.doctorId === id).map((l) => ({ fromDate: l.fromDate, toDate: l.toDate, reason: l.reason })),
          },
        ]),
      );
    },
    async write(db, id, values) {
      // The name may have changed: its search key is made here, not by the database.
      await refreshDoctorSearchKeys(db, [id]);
      await writeLinks(db, doctorSpecialities, id, values.specialities);
      await db.delete(doctorOpdTimings).where(eq(doctorOpdTimings.doctorId, id));
      const schedule = values.schedule;
      if (schedule.length)
        await db.insert(doctorOpdTimings).values(schedule.map((s) => ({ doctorId: id, dayOfWeek: Number(s.dayOfWeek), startTime: s.startTime, endTime: s.endTime, slotMinutes: s.slotMinutes })));
      const today = hospitalToday();
      await db.delete(doctorLeaves).where(and(eq(doctorLeaves.doctorId, id), gte(doctorLeaves.toDate, today)));
      const leave = values.leave;
      if (leave.length) await db.insert(doctorLeaves).values(leave.map((l) => ({ doctorId: id, fromDate: l.fromDate, toDate: l.toDate, reason: l.reason ?? "" })));
    },
  },
};
