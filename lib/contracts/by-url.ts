// `{ "url": "<slug>" }`: the body of every "one record by its url slug" call
// (`/web/doctor/get-by-url`, `/web/v2/service/by-url`).
import { z } from "zod";

/** The longest url slug any record has (doctors, services, specialities). */
const URL_SLUG_MAX = 120;

/** The body schema; `what` names the record in the message ("the doctor's url slug"). */
export function byUrlRequestSchema(what: string) {
  return z.object({
    url: z
      .string({ error: `must be ${what}` })
      .trim()
      .min(1, "must not be empty")
      .max(URL_SLUG_MAX, `must be at most ${URL_SLUG_MAX} characters`),
  });
}
