import { z } from "zod";

/** The site settings staff can replace (lib/server/settings/keys.ts has their schemas). */
export const STAFF_SETTING_KEYS = ["footer", "homepage", "contact"] as const;

/** POST /api/staff/settings/put: the value is checked against the setting's own schema. */
export const putSettingRequestSchema = z.object({
  key: z.enum(STAFF_SETTING_KEYS, { error: `must be one of: ${STAFF_SETTING_KEYS.join(", ")}` }),
  value: z.unknown().refine((v) => v !== undefined, "is required: the setting's whole new value"),
});
export type PutSettingRequest = z.infer<typeof putSettingRequestSchema>;
