import "server-only";
import { asc } from "drizzle-orm";
import type { CollectionValues } from "@/lib/contracts/collections";
import { services, serviceSpecialities } from "../../db/schema";
import { readLinks, type TableStoreConfig } from "../table-store";
import { slugTaken, writeLinks } from "./shared";

// Services (lib/contracts/collections/services.ts) in the table services, with their specialities
// in service_specialities.

export const servicesStore: TableStoreConfig<CollectionValues<"services">> = {
  table: services,
  search: [services.name, services.slug],
  order: [asc(services.sortOrder), asc(services.name)],
  uniques: { services_slug_unique: slugTaken("service") },
  extras: {
    async read(db, ids) {
      const links = await readLinks(db, { table: serviceSpecialities, owner: serviceSpecialities.serviceId, target: serviceSpecialities.specialityId }, ids);
      return new Map(ids.map((id) => [id, { specialities: links.get(id) ?? [] }]));
    },
    async write(db, id, values) {
      await writeLinks(db, serviceSpecialities, id, values.specialities);
    },
  },
};
