import "server-only";
import type { ServiceV1Detail, ServiceV2Detail } from "@/lib/contracts/services";
import { withDb, type Executor } from "../db";
import { cachedRead, TAGS } from "../cache";
import { listDoctorsForSpecialities } from "../doctors";
import { getServiceV1Record, getServiceV2Record } from "../services";

/** How many doctors a service page lists. */
const RELATED_DOCTORS_LIMIT = 8;

/**
 * v1: one service by its category (url slug or name, case-insensitive) and id, with the
 * doctors of its specialities (`GET /web/service/{category}/{id}`); null when unknown.
 */
export async function getServiceV1(db: Executor, category: string, id: string): Promise<ServiceV1Detail | null> {
  const service = await getServiceV1Record(db, category, id);
  if (!service) return null;
  const doctors = await listDoctorsForSpecialities(
    db,
    service.specialities.map((s) => s._id),
    RELATED_DOCTORS_LIMIT,
  );
  return { ...service, doctors };
}

/** v2: one service by its url slug with sections, specialities and doctors; null when unknown. */
export async function getServiceV2BySlug(db: Executor, slug: string): Promise<ServiceV2Detail | null> {
  const service = await getServiceV2Record(db, slug);
  if (!service) return null;
  const relatedDoctors = await listDoctorsForSpecialities(
    db,
    service.relatedSpecialities.map((s) => s._id),
    RELATED_DOCTORS_LIMIT,
  );
  return { ...service, relatedDoctors };
}

const SERVICE_DETAIL_TAGS = [TAGS.services, TAGS.specialities, TAGS.doctors];

export const getServiceV1Cached = cachedRead(withDb(getServiceV1), "service-v1", SERVICE_DETAIL_TAGS);
export const getServiceV2BySlugCached = cachedRead(withDb(getServiceV2BySlug), "service-v2-by-slug", SERVICE_DETAIL_TAGS);
