import "server-only";
import { asc } from "drizzle-orm";
import type { CollectionValues } from "@/lib/contracts/collections";
import { doctorSpecialities, serviceSpecialities, specialities } from "../../db/schema";
import type { TableStoreConfig } from "../table-store";
import { nameTaken, refuseWhile, slugTaken } from "./shared";

// Specialities (lib/contracts/collections/specialities.ts) in the table specialities; a
// speciality that doctors or services still list is not deleted.

export const specialitiesStore: TableStoreConfig<CollectionValues<"specialities">> = {
  table: specialities,
  search: [specialities.name, specialities.slug],
  order: [asc(specialities.sortOrder), asc(specialities.name)],
  uniques: { specialities_slug_unique: slugTaken("speciality"), specialities_name_unique: nameTaken("speciality") },
  async dependents(db, id) {
    return (
      (await refuseWhile(doctorSpecialities, doctorSpecialities.specialityId, "Doctors still list this speciality: take it off their profiles first, or unpublish it.")(db, id)) ??
      (await refuseWhile(serviceSpecialities, serviceSpecialities.specialityId, "Services still list this speciality: take it off them first, or unpublish it.")(db, id))
    );
  },
};
