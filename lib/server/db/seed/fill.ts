import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { Transaction } from "../executor";
import {
  doctorLeaves,
  doctorOpdTimings,
  doctors,
  doctorSpecialities,
  features,
  serviceCategories,
  services,
  serviceSpecialities,
  shortLinks,
  siteSettings,
  specialities,
  statistics,
} from "../schema";
import {
  DOCTOR_LEAVE_SEED,
  DOCTORS_SEED,
  doctorBiography,
  hospitalHolidays,
  slotMinutesOf,
  doctorPhotoPath,
  doctorUsername,
  expandOpdPattern,
  OPD_PATTERNS,
  registrationNumber,
} from "./doctors";
import type { SettingKey } from "../../settings/keys";
import { getConfig } from "../../config";
import { localDateOf } from "@/lib/format/appointment-time";
import { doctorSearchKey } from "@/lib/doctors/name-key";
import { CONTACT_SETTINGS_SEED, FOOTER_SETTINGS_SEED } from "./footer";
import { FEATURES_SEED, HOMEPAGE_SEED, STATISTICS_SEED } from "./home";
import { SERVICE_CATEGORIES_SEED, serviceCategoryImage, SERVICES_SEED } from "./services";
import { SHORT_LINKS_SEED } from "./short-links";
import { seedEditorial } from "./editorial";
import { SPECIALITIES_SEED } from "./specialities";
import { SPECIALITY_CONTENT_SEED } from "./speciality-content";
import { demoNameSpellings, seedTranslations } from "./translations";
import { SEED_MARKER_KEY, SEED_VERSION } from "./version";

type Tx = Transaction;

/**
 * Fills the demo hospital from ./content. Idempotent: rows are keyed on natural keys (names,
 * slugs, usernames, setting keys) and existing ones are left as they are; speciality page
 * content is only written where a speciality has none yet.
 */
export async function fillDemoHospital(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedSpecialities(tx);
    const settings: { key: SettingKey; value: unknown }[] = [
      { key: "footer", value: FOOTER_SETTINGS_SEED },
      { key: "homepage", value: HOMEPAGE_SEED },
      { key: "contact", value: CONTACT_SETTINGS_SEED },
    ];
    await tx.insert(siteSettings).values(settings).onConflictDoNothing();
    await tx.insert(shortLinks).values(SHORT_LINKS_SEED).onConflictDoNothing();
    await tx
      .insert(features)
      .values(FEATURES_SEED.map((f, index) => ({ ...f, sortOrder: index + 1 })))
      .onConflictDoNothing();
    await tx
      .insert(statistics)
      .values(STATISTICS_SEED.map((s, index) => ({ ...s, sortOrder: index + 1 })))
      .onConflictDoNothing();

    const specialityIds = await specialityIdsByName(tx);
    await seedDoctors(tx, specialityIds);
    await seedServices(tx, specialityIds);
    await seedEditorial(tx);
    await seedTranslations(tx);

    await tx
      .insert(siteSettings)
      .values({ key: SEED_MARKER_KEY, value: { version: SEED_VERSION, at: new Date().toISOString() } })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  });
}

async function seedSpecialities(tx: Tx): Promise<void> {
  await tx
    .insert(specialities)
    .values(
      SPECIALITIES_SEED.map((s, index) => ({
        name: s.name,
        slug: s.slug,
        thumbnailImage: s.thumbnailImage,
        overviewDescription: s.overviewDescription,
        heroDescription: s.heroDescription,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
  // One statement fills conditions, procedures and FAQs of every speciality that has none,
  // so a database seeded before they existed gets them and staff edits are never overwritten.
  const content = Object.entries(SPECIALITY_CONTENT_SEED).map(([name, c]) => ({ name, ...c }));
  await tx.execute(sql`
    update ${specialities} as s
    set conditions = array(select jsonb_array_elements_text(v->'conditions')),
        procedures = array(select jsonb_array_elements_text(v->'procedures')),
        faqs = v->'faqs',
        updated_at = now()
    from jsonb_array_elements(${JSON.stringify(content)}::jsonb) as v
    where lower(s.name) = lower(v->>'name')
      and cardinality(s.conditions) = 0 and cardinality(s.procedures) = 0 and jsonb_array_length(s.faqs) = 0`);
}

async function specialityIdsByName(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.select({ id: specialities.id, name: specialities.name }).from(specialities);
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

function specialityId(ids: Map<string, string>, name: string): string | undefined {
  return ids.get(name.toLowerCase());
}

async function seedDoctors(tx: Tx, specialityIds: Map<string, string>): Promise<void> {
  const rows = DOCTORS_SEED.map((d) => {
    const username = doctorUsername(d.name);
    return {
      username,
      name: d.name,
      // The seed has no translated names yet; lib/server/doctors/search-keys.ts adds them when there are.
      searchKey: doctorSearchKey(d.name, demoNameSpellings(d.name)),
      title: "Dr.",
      gender: d.gender,
      photo: doctorPhotoPath(username),
      designation: d.designation,
      qualifications: d.qualifications,
      registrationNumber: registrationNumber(username, d.experienceYears, d.council),
      experienceYears: d.experienceYears,
      languages: d.languages,
      consultationFee: d.feeRupees * 100,
      currency: "INR",
      biography: doctorBiography(d),
      isFeatured: d.featured ?? false,
    };
  });
  await tx.insert(doctors).values(rows).onConflictDoNothing();

  const stored = await tx
    .select({ id: doctors.id, username: doctors.username })
    .from(doctors)
    .where(
      inArray(
        doctors.username,
        rows.map((r) => r.username),
      ),
    );
  const idByUsername = new Map(stored.map((r) => [r.username, r.id]));

  const links: (typeof doctorSpecialities.$inferInsert)[] = [];
  const timings: (typeof doctorOpdTimings.$inferInsert)[] = [];
  DOCTORS_SEED.forEach((d) => {
    const doctorId = idByUsername.get(doctorUsername(d.name));
    if (!doctorId) return;
    d.specialities.forEach((name, order) => {
      const id = specialityId(specialityIds, name);
      if (id) links.push({ doctorId, specialityId: id, sortOrder: order });
    });
    for (const slot of expandOpdPattern(OPD_PATTERNS[d.opd])) timings.push({ doctorId, ...slot, slotMinutes: slotMinutesOf(d) });
  });
  if (links.length) await tx.insert(doctorSpecialities).values(links).onConflictDoNothing();
  if (timings.length) await tx.insert(doctorOpdTimings).values(timings).onConflictDoNothing();

  // Leave and holidays, only into an empty table (a seed run again adds none twice).
  const [anyLeave] = await tx.select({ id: doctorLeaves.id }).from(doctorLeaves).limit(1);
  if (!anyLeave) {
    const today = localDateOf(new Date(), getConfig().timeZone);
    const dayAfter = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const leave = DOCTOR_LEAVE_SEED.flatMap(({ doctor, fromDay, toDay, reason }) => {
      const doctorId = idByUsername.get(doctorUsername(doctor));
      return doctorId ? [{ doctorId, fromDate: dayAfter(fromDay), toDate: dayAfter(toDay), reason }] : [];
    });
    await tx.insert(doctorLeaves).values([...hospitalHolidays(Number(today.slice(0, 4))).map((h) => ({ ...h, doctorId: null })), ...leave]);
  }
}

async function seedServices(tx: Tx, specialityIds: Map<string, string>): Promise<void> {
  await tx
    .insert(serviceCategories)
    .values(
      SERVICE_CATEGORIES_SEED.map((c, index) => ({
        ...c,
        image: serviceCategoryImage(c.slug),
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
  const categories = await tx.select({ id: serviceCategories.id, slug: serviceCategories.slug }).from(serviceCategories);
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));

  const rows = SERVICES_SEED.flatMap((s, index) => {
    const id = categoryId.get(s.category);
    if (!id) return [];
    return [
      {
        categoryId: id,
        slug: s.slug,
        name: s.name,
        summary: s.summary,
        heroTitle: s.heroTitle,
        heroDescription: s.heroDescription,
        heroImage: serviceCategoryImage(s.category),
        overviewDescription: s.overview,
        sections: s.sections,
        sortOrder: index + 1,
        isFeatured: s.featured ?? false,
      },
    ];
  });
  await tx.insert(services).values(rows).onConflictDoNothing();

  const stored = await tx
    .select({ id: services.id, slug: services.slug })
    .from(services)
    .where(
      inArray(
        services.slug,
        rows.map((r) => r.slug),
      ),
    );
  const serviceId = new Map(stored.map((r) => [r.slug, r.id]));
  const links = SERVICES_SEED.flatMap((s) =>
    s.specialities.flatMap((name) => {
      const sid = serviceId.get(s.slug);
      const spid = specialityId(specialityIds, name);
      return sid && spid ? [{ serviceId: sid, specialityId: spid }] : [];
    }),
  );
  if (links.length) await tx.insert(serviceSpecialities).values(links).onConflictDoNothing();
}
