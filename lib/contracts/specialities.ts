// Specialities as the API answers them (SPEC.md section 3); docs/API.md documents every call.
import { z } from "zod";
import type { DoctorSummary } from "./doctors";
import type { specialityRefSchema } from "./refs";
import type { ServiceV2 } from "./services";

/** A speciality as `/web/speciality-v2/list-user` returns it (SPEC.md section 3). */
export const specialityV2Schema = z
  .object({
    _id: z.string(),
    specialityName: z.string(),
    specialityUrl: z.string().nullable(),
    thumbnailImage: z.string().nullable().describe("A path on the API host; resolve with `resolveImageUrl`."),
    overview: z.object({ description: z.string().nullable() }),
    hero: z.object({ description: z.string().nullable() }),
  })
  .meta({ title: "SpecialityV2" });
export type SpecialityV2 = z.infer<typeof specialityV2Schema>;

/** A speciality as `/web/speciality/list-user` (v1) returns it. */
export const specialityV1Schema = z
  .object({ _id: z.string(), specialityName: z.string(), specialityUrl: z.string().nullable(), image: z.string().nullable(), description: z.string().nullable() })
  .meta({ title: "SpecialityV1" });
export type SpecialityV1 = z.infer<typeof specialityV1Schema>;

/** A speciality as other records refer to it. */
export type SpecialityRef = z.infer<typeof specialityRefSchema>;

export interface Faq {
  q: string;
  a: string;
}

/** Everything the speciality page shows: the v2 speciality plus content and joins. */
export interface SpecialityPage extends SpecialityV2 {
  conditions: string[];
  procedures: string[];
  faqs: Faq[];
  /** The first of the speciality's active doctors, senior first (all of them: /doctorList filtered to it). */
  doctors: DoctorSummary[];
  /** How many active doctors the speciality has in all. */
  doctorCount: number;
  /** Active services linked to the speciality. */
  services: ServiceV2[];
}
