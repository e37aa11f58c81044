import "server-only";
import type { SpecialityRef } from "@/lib/contracts/specialities";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toSpecialityRef(row: { id: string; name: string; slug: string | null }): SpecialityRef {
  return { _id: row.id, specialityName: row.name, specialityUrl: row.slug };
}
