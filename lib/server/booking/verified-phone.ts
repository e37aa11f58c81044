import "server-only";
import { DomainError } from "@/lib/errors";

/**
 * A booking, its patient and a waitlist place are the verified phone's: a mobile number sent
 * beside the patient's details, when one is, must be the number the caller verified (its booking
 * token), so nobody slips another person's number into them. `path` names the field refused.
 */
export function checkVerifiedPhone(given: string | undefined, verified: string, path: string): void {
  if (given === undefined || given === verified) return;
  throw new DomainError("bad_request", "The mobile number differs from the one you verified. Verify the new number to use it.", {
    errors: [{ path, message: "not the verified number" }],
    reason: "phone_not_verified",
  });
}
