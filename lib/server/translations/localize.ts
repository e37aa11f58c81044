import "server-only";
import type { DoctorProfile, DoctorSummary } from "@/lib/contracts/doctors";
import type { ServiceCategoryRef, ServiceHierarchyNode, ServiceRef, ServiceV2, ServiceV2Detail } from "@/lib/contracts/services";
import type { SpecialityPage, SpecialityRef, SpecialityV2 } from "@/lib/contracts/specialities";
import type { Locale, TranslatedLocale } from "@/lib/i18n/locales";
import type { Executor } from "../db";
import { wordsOf } from "@/lib/i18n/words";
import { applyTranslations, TRANSLATABLE, translationRows, type TranslatableEntity } from ".";

// The public shapes of records (what pages and the API show) in Marathi or Hindi: each record's
// current translations in place of its English, and which of its fields stay English because
// their translation is older than the English (the page says so, and marks them lang="en").
// English passes through untouched: these are no-ops for "en".

type Rows = Awaited<ReturnType<typeof translationRows>>;

/** The translation rows of every record a shape names, one query per kind of record. */
async function rowsFor(db: Executor, locale: TranslatedLocale, keys: Partial<Record<TranslatableEntity, string[]>>): Promise<Record<TranslatableEntity, Rows>> {
  const entities = Object.keys(keys) as TranslatableEntity[];
  const loaded = await Promise.all(entities.map(async (entity) => [entity, await translationRows(db, entity, locale, keys[entity] ?? [])] as const));
  const empty = new Map() as Rows;
  return { ...(Object.fromEntries(Object.keys(TRANSLATABLE).map((entity) => [entity, empty])) as Record<TranslatableEntity, Rows>), ...Object.fromEntries(loaded) };
}

const specialityRef = (rows: Rows, ref: SpecialityRef): SpecialityRef => ({
  ...ref,
  specialityName: applyTranslations("speciality", { name: ref.specialityName }, rows.get(ref._id)).value.name,
});

const categoryRef = (rows: Rows, ref: ServiceCategoryRef): ServiceCategoryRef => ({
  ...ref,
  categoryName: applyTranslations("serviceCategory", { name: ref.categoryName }, rows.get(ref._id)).value.name,
});

function doctorSummary(all: Record<TranslatableEntity, Rows>, doctor: DoctorSummary, title: string): DoctorSummary {
  const { value } = applyTranslations("doctor", { name: doctor.name, designation: doctor.designation }, all.doctor.get(doctor._id));
  const shownTitle = doctor.title === "Dr." ? title : doctor.title;
  return {
    ...doctor,
    name: value.name,
    fullName: `${shownTitle} ${value.name}`.trim(),
    designation: value.designation,
    specialities: doctor.specialities.map((ref) => specialityRef(all.speciality, ref)),
  };
}

function serviceV2(all: Record<TranslatableEntity, Rows>, service: ServiceV2): ServiceV2 {
  const { value } = applyTranslations(
    "service",
    { name: service.serviceName, heroTitle: service.hero.title, heroDescription: service.hero.description, overviewDescription: service.overview.description },
    all.service.get(service._id),
  );
  return {
    ...service,
    serviceName: value.name,
    category: categoryRef(all.serviceCategory, service.category),
    hero: { ...service.hero, title: value.heroTitle, description: value.heroDescription },
    overview: { description: value.overviewDescription },
  };
}

const serviceRef = (all: Record<TranslatableEntity, Rows>, ref: ServiceRef): ServiceRef => ({
  ...ref,
  serviceName: applyTranslations("service", { name: ref.serviceName }, all.service.get(ref._id)).value.name,
  category: categoryRef(all.serviceCategory, ref.category),
});

const doctorTitle = async (locale: Locale) => (await wordsOf(locale, "common"))("doctorTitle");

const doctorKeys = (doctors: readonly DoctorSummary[]) => ({
  doctor: doctors.map((d) => d._id),
  speciality: doctors.flatMap((d) => d.specialities.map((s) => s._id)),
});

/** Specialities (v2) in `locale`. */
export async function localizeSpecialities(db: Executor, locale: Locale, list: SpecialityV2[]): Promise<SpecialityV2[]> {
  if (locale === "en") return list;
  const { speciality } = await rowsFor(db, locale, { speciality: list.map((s) => s._id) });
  return list.map((s) => {
    const { value } = applyTranslations("speciality", { name: s.specialityName, overviewDescription: s.overview.description, heroDescription: s.hero.description }, speciality.get(s._id));
    return { ...s, specialityName: value.name, overview: { description: value.overviewDescription }, hero: { description: value.heroDescription } };
  });
}

/** Doctors as lists show them (cards, rails) in `locale`. */
export async function localizeDoctors(db: Executor, locale: Locale, doctors: DoctorSummary[]): Promise<DoctorSummary[]> {
  if (locale === "en") return doctors;
  const [all, title] = await Promise.all([rowsFor(db, locale, doctorKeys(doctors)), doctorTitle(locale)]);
  return doctors.map((d) => doctorSummary(all, d, title));
}

/** Services (v2) as lists show them (cards, rails) in `locale`, with their categories. */
export async function localizeServicesV2(db: Executor, locale: Locale, list: ServiceV2[]): Promise<ServiceV2[]> {
  if (locale === "en") return list;
  const all = await rowsFor(db, locale, { service: list.map((s) => s._id), serviceCategory: list.map((s) => s.category._id) });
  return list.map((s) => serviceV2(all, s));
}

/** The v2 service hierarchy (the list page) in `locale`: each category's name and description, and its services. */
export async function localizeServiceHierarchy(db: Executor, locale: Locale, nodes: ServiceHierarchyNode[]): Promise<ServiceHierarchyNode[]> {
  if (locale === "en") return nodes;
  const services = nodes.flatMap((n) => n.services);
  const all = await rowsFor(db, locale, { service: services.map((s) => s._id), serviceCategory: [...nodes.map((n) => n._id), ...services.map((s) => s.category._id)] });
  return nodes.map((node) => {
    const { value } = applyTranslations("serviceCategory", { name: node.categoryName, description: node.description }, all.serviceCategory.get(node._id));
    return { ...node, categoryName: value.name, description: value.description, services: node.services.map((s) => serviceV2(all, s)) };
  });
}

/** A page's record in `locale`, and its fields shown in English (out of date or not translated). */
export interface LocalizedPage<T> {
  page: T;
  english: string[];
}

/** The speciality page in `locale`. */
export async function localizeSpecialityPage(db: Executor, locale: Locale, page: SpecialityPage): Promise<LocalizedPage<SpecialityPage>> {
  if (locale === "en") return { page, english: [] };
  const doctors = doctorKeys(page.doctors);
  const [all, title] = await Promise.all([
    rowsFor(db, locale, {
      doctor: doctors.doctor,
      speciality: [page._id, ...doctors.speciality],
      service: page.services.map((s) => s._id),
      serviceCategory: page.services.map((s) => s.category._id),
    }),
    doctorTitle(locale),
  ]);
  const own = applyTranslations(
    "speciality",
    {
      name: page.specialityName,
      overviewDescription: page.overview.description,
      heroDescription: page.hero.description,
      conditions: page.conditions,
      procedures: page.procedures,
      faqs: page.faqs,
    },
    all.speciality.get(page._id),
  );
  const v = own.value;
  return {
    page: {
      ...page,
      specialityName: v.name,
      overview: { description: v.overviewDescription },
      hero: { description: v.heroDescription },
      conditions: v.conditions,
      procedures: v.procedures,
      faqs: v.faqs,
      doctors: page.doctors.map((d) => doctorSummary(all, d, title)),
      services: page.services.map((s) => serviceV2(all, s)),
    },
    english: [...own.outOfDate, ...own.missing],
  };
}

/** A doctor's profile in `locale`. */
export async function localizeDoctorProfile(db: Executor, locale: Locale, profile: DoctorProfile): Promise<LocalizedPage<DoctorProfile>> {
  if (locale === "en") return { page: profile, english: [] };
  const keys = doctorKeys([profile]);
  const [all, title] = await Promise.all([
    rowsFor(db, locale, { ...keys, service: profile.services.map((s) => s._id), serviceCategory: profile.services.map((s) => s.category._id) }),
    doctorTitle(locale),
  ]);
  const own = applyTranslations("doctor", { name: profile.name, designation: profile.designation, biography: profile.biography }, all.doctor.get(profile._id));
  return {
    page: {
      ...profile,
      ...doctorSummary(all, profile, title),
      biography: own.value.biography,
      services: profile.services.map((s) => serviceRef(all, s)),
    },
    english: [...own.outOfDate, ...own.missing],
  };
}

/** A v2 service's page in `locale`: its own fields and sections, its category, related specialities and doctors. */
export async function localizeServiceV2Page(db: Executor, locale: Locale, page: ServiceV2Detail): Promise<LocalizedPage<ServiceV2Detail>> {
  if (locale === "en") return { page, english: [] };
  const doctors = doctorKeys(page.relatedDoctors);
  const [all, title] = await Promise.all([
    rowsFor(db, locale, {
      doctor: doctors.doctor,
      speciality: [...page.relatedSpecialities.map((s) => s._id), ...doctors.speciality],
      service: [page._id],
      serviceCategory: [page.category._id],
    }),
    doctorTitle(locale),
  ]);
  const own = applyTranslations(
    "service",
    {
      name: page.serviceName,
      heroTitle: page.hero.title,
      heroDescription: page.hero.description,
      overviewDescription: page.overview.description,
      sections: page.sections,
    },
    all.service.get(page._id),
  );
  const v = own.value;
  return {
    page: {
      ...page,
      serviceName: v.name,
      category: categoryRef(all.serviceCategory, page.category),
      hero: { ...page.hero, title: v.heroTitle, description: v.heroDescription },
      overview: { description: v.overviewDescription },
      sections: v.sections,
      relatedSpecialities: page.relatedSpecialities.map((ref) => specialityRef(all.speciality, ref)),
      relatedDoctors: page.relatedDoctors.map((d) => doctorSummary(all, d, title)),
    },
    english: [...own.outOfDate, ...own.missing],
  };
}
