import "server-only";
import { and, asc, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { CollectionName, CollectionValues, FieldValues } from "@/lib/contracts/collections";
import type { Executor } from "../db";
import {
  articles,
  jobApplications,
  doctorLeaves,
  doctorOpdTimings,
  doctors,
  doctorSpecialities,
  features,
  galleryCategories,
  galleryImages,
  jobOpenings,
  serviceCategories,
  services,
  serviceSpecialities,
  specialities,
  statistics,
  testimonials,
} from "../db/schema";
import { hospitalToday } from "../content/pages";
import { lockDoctorTime, lockEveryDoctorsTime } from "../booking/time-lock";
import { readLinks, tableStore, toLocalInput, type TableStore, type TableStoreConfig } from "./table-store";
import type { SettingKey } from "../settings";
import { tierProblems } from "@/lib/contracts/change-rules";

// Where each collection of lib/contracts/collections lives: a table (with its search, order,
// unique constraints and extra parts) or a site setting.

interface SettingStore<V extends FieldValues = FieldValues> {
  kind: "setting";
  key: SettingKey;
  check?: (values: V) => { path: string; message: string }[];
}

export type CollectionStore = TableStore | SettingStore;

/** How a collection is kept, typed by its own values (its checks read them without casts). */
type StoreConfig<V extends FieldValues> = ({ kind: "table" } & TableStoreConfig<V>) | SettingStore<V>;

/** A delete that would take these rows with it is refused: they are not the editor's to lose. */
const refuseWhile =
  (table: PgTable, column: PgColumn, message: string) =>
  async (db: Executor, id: string): Promise<string | null> => {
    const [row] = await db.select({ one: sql<number>`1` }).from(table).where(eq(column, id)).limit(1);
    return row ? message : null;
  };

const slugTaken = (what: string) => ({ field: "slug", message: `Another ${what} already uses this address: choose another slug.` });
const nameTaken = (what: string) => ({ field: "name", message: `There is already a ${what} of this name.` });

/** Replaces an owner's join rows with the given targets, in order. */
async function writeLinks(db: Executor, table: typeof doctorSpecialities | typeof serviceSpecialities, ownerId: string, targets: string[]) {
  if (table === doctorSpecialities) {
    await db.delete(doctorSpecialities).where(eq(doctorSpecialities.doctorId, ownerId));
    if (targets.length) await db.insert(doctorSpecialities).values(targets.map((specialityId, i) => ({ doctorId: ownerId, specialityId, sortOrder: i })));
  } else {
    await db.delete(serviceSpecialities).where(eq(serviceSpecialities.serviceId, ownerId));
    if (targets.length) await db.insert(serviceSpecialities).values(targets.map((specialityId) => ({ serviceId: ownerId, specialityId })));
  }
}

const hhmm = (time: string) => time.slice(0, 5);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const doctorStore: StoreConfig<CollectionValues<"doctors">> = {
  kind: "table",
  table: doctors,
  search: [doctors.name, doctors.username, doctors.registrationNumber],
  order: [asc(doctors.name)],
  uniques: { doctors_username_unique: { field: "username", message: "Another doctor already uses this address: choose another slug." } },
  inUse: "This doctor has bookings: unpublish the profile instead (untick \"Shown on the site\").",
  // Leave and sittings decide which slots can be held: a save waits for the holds under way and
  // the holds after it see it (booking/time-lock.ts).
  lockFirst: async (tx, id) => (id ? lockDoctorTime(tx, id) : undefined),
  check(values) {
    const problems: { path: string; message: string }[] = [];
    const schedule = values.schedule;
    schedule.forEach((s, i) => {
      if (minutes(s.endTime) <= minutes(s.startTime)) problems.push({ path: `schedule.${i}.endTime`, message: "The sitting must end after it starts" });
      else if (minutes(s.endTime) - minutes(s.startTime) < s.slotMinutes) problems.push({ path: `schedule.${i}.slotMinutes`, message: "An appointment must fit inside the sitting" });
      const clash = schedule.findIndex((o, j) => j < i && o.dayOfWeek === s.dayOfWeek && minutes(o.startTime) < minutes(s.endTime) && minutes(s.startTime) < minutes(o.endTime));
      if (clash >= 0) problems.push({ path: `schedule.${i}.startTime`, message: `This sitting overlaps sitting ${clash + 1} on the same day` });
    });
    values.leave.forEach((l, i) => {
      if (l.toDate < l.fromDate) problems.push({ path: `leave.${i}.toDate`, message: "The last day must be on or after the first day" });
    });
    if (values.specialities.length === 0) problems.push({ path: "specialities", message: "Choose at least one speciality" });
    return problems;
  },
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

const serviceStore: StoreConfig<CollectionValues<"services">> = {
  kind: "table",
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

const articleStore = (kind: "blog" | "news"): StoreConfig<CollectionValues<"blogs" | "news">> => ({
    kind: "table",
    table: articles,
    fixed: { where: eq(articles.kind, kind), set: { kind } },
    search: [articles.title, articles.slug, articles.author],
    order: [sql`${articles.publishedAt} desc nulls first`, desc(articles.createdAt)],
    uniques: { articles_slug_unique: { field: "slug", message: "A blog article or news item already uses this address: choose another slug." } },
    // Published with no time given: published now.
    prepare: (values, now) => (values.status === "published" && !values.publishedAt ? { ...values, publishedAt: toLocalInput(now) } : values),
    check(values) {
      if (values.slug === "news") return [{ path: "slug", message: "\"news\" is the news list's own address: choose another slug" }];
      if (values.doctorId && !values.doctorRole) return [{ path: "doctorRole", message: "Say whether the doctor wrote or reviewed it" }];
      if (!values.doctorId && values.doctorRole) return [{ path: "doctorId", message: "Choose the doctor, or clear their part" }];
      if (values.reviewerId && !values.reviewedOn) return [{ path: "reviewedOn", message: "Give the day of the medical review" }];
      if (!values.reviewerId && values.reviewedOn) return [{ path: "reviewerId", message: "Choose the doctor who reviewed it, or clear the day" }];
      if (values.reviewerId && values.doctorRole === "reviewer") return [{ path: "doctorRole", message: "The reviewer is named under “Medically reviewed by”: make this doctor the author, or clear them" }];
      if (values.reviewerId && values.reviewerId === values.doctorId) return [{ path: "reviewerId", message: "A medical review is by another doctor than the one named above" }];
      return [];
    },
  });

/** A new feature or figure's natural key (the seed's key), made from its title. */
const naturalKey = (title: unknown) =>
  `${String(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40)}-${globalThis.crypto.randomUUID().slice(0, 8)}`;

const CONFIGS: { [N in CollectionName]: StoreConfig<CollectionValues<N>> } = {
  specialities: {
    kind: "table",
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
  },
  doctors: doctorStore,
  serviceCategories: {
    kind: "table",
    table: serviceCategories,
    search: [serviceCategories.name, serviceCategories.slug],
    order: [asc(serviceCategories.sortOrder), asc(serviceCategories.name)],
    uniques: { service_categories_slug_unique: slugTaken("service category"), service_categories_name_unique: nameTaken("service category") },
    inUse: "Services still belong to this category: move or delete them first.",
  },
  services: serviceStore,
  blogs: articleStore("blog"),
  news: articleStore("news"),
  galleryCategories: {
    kind: "table",
    table: galleryCategories,
    search: [galleryCategories.name, galleryCategories.slug],
    order: [asc(galleryCategories.sortOrder), asc(galleryCategories.name)],
    uniques: { gallery_categories_slug_unique: slugTaken("gallery category") },
    dependents: refuseWhile(galleryImages, galleryImages.categoryId, "Pictures still belong to this category: move or delete them first, or unpublish it."),
  },
  galleryImages: {
    kind: "table",
    table: galleryImages,
    search: [galleryImages.title, galleryImages.alt, galleryImages.caption],
    order: [asc(galleryImages.sortOrder), asc(galleryImages.title)],
  },
  testimonials: {
    kind: "table",
    table: testimonials,
    search: [testimonials.name, testimonials.text],
    order: [asc(testimonials.sortOrder), asc(testimonials.name)],
  },
  features: {
    kind: "table",
    table: features,
    search: [features.title],
    order: [asc(features.sortOrder), asc(features.title)],
    onInsert: (values) => ({ key: naturalKey(values.title) }),
  },
  statistics: {
    kind: "table",
    table: statistics,
    search: [statistics.label],
    order: [asc(statistics.sortOrder), asc(statistics.label)],
    onInsert: (values) => ({ key: naturalKey(values.label) }),
  },
  jobOpenings: {
    kind: "table",
    table: jobOpenings,
    search: [jobOpenings.title, jobOpenings.department, jobOpenings.slug],
    order: [desc(jobOpenings.postedAt)],
    uniques: { job_openings_slug_unique: slugTaken("job opening") },
    dependents: refuseWhile(jobApplications, jobApplications.openingId, "People have applied to this opening: unpublish it instead (their applications stay in the inbox until they are due to be deleted)."),
    check(values) {
      const min = values.salaryMin;
      const max = values.salaryMax;
      return min !== null && max !== null && min > max ? [{ path: "salaryMax", message: "The pay up to must be at least the pay from" }] : [];
    },
  },
  holidays: {
    kind: "table",
    table: doctorLeaves,
    fixed: { where: isNull(doctorLeaves.doctorId), set: { doctorId: null } },
    // A holiday closes every doctor's day: as leave does, it waits for the holds under way (booking/time-lock.ts).
    lockFirst: (tx) => lockEveryDoctorsTime(tx),
    search: [doctorLeaves.reason],
    order: [desc(doctorLeaves.fromDate)],
    check: (values) => (values.toDate < values.fromDate ? [{ path: "toDate", message: "The last day must be on or after the first day" }] : []),
  },
  homepage: {
    kind: "setting",
    key: "homepage",
    check(values) {
      const second = values.hero.secondaryCta;
      if (!second.label !== !second.href) return [{ path: `hero.secondaryCta.${second.label ? "href" : "label"}`, message: "Give the second button both its text and its address, or neither" }];
      return [];
    },
  },
  about: { kind: "setting", key: "about" },
  contact: { kind: "setting", key: "contact" },
  contactPage: { kind: "setting", key: "contactPage" },
  footer: { kind: "setting", key: "footer" },
  terms: { kind: "setting", key: "terms" },
  privacy: { kind: "setting", key: "privacy" },
  changeRules: { kind: "setting", key: "changeRules", check: (values) => tierProblems(values.tiers) },
};

/**
 * Each collection's store: its table's (built once) or its setting's. The stores take any
 * collection's values; what reaches a collection's hooks has passed that collection's write
 * schema (lib/server/collections checkValues), which its own declaration gives.
 */
export const STORES = Object.fromEntries(
  (Object.entries(CONFIGS) as unknown as [CollectionName, StoreConfig<FieldValues>][]).map(([name, config]) => [name, config.kind === "table" ? tableStore(config) : config]),
) as Record<CollectionName, CollectionStore>;
