import "server-only";
import { desc, isNull } from "drizzle-orm";
import type { CollectionValues } from "@/lib/contracts/collections";
import { doctorLeaves } from "../../db/schema";
import { lockEveryDoctorsTime } from "../../booking/time-lock";
import type { TableStoreConfig } from "../table-store";

// Hospital holidays (lib/contracts/collections/holidays.ts): the rows of doctor_leaves of no
// doctor.

export const holidaysStore: TableStoreConfig<CollectionValues<"holidays">> = {
  table: doctorLeaves,
  fixed: { where: isNull(doctorLeaves.doctorId), set: { doctorId: null } },
  // A holiday closes every doctor's day: as leave does, it waits for the holds under way (booking/time-lock.ts).
  lockFirst: (tx) => lockEveryDoctorsTime(tx),
  search: [doctorLeaves.reason],
  order: [desc(doctorLeaves.fromDate)],
};
