import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { getOtpChallenge } from "./calls";
import { ApiError } from "./client";

/**
 * Solves the server's proof-of-work challenge (ALTCHA: about a second of hashing in the
 * browser, no third-party service, no tracking) and answers the payload the protected calls
 * take as `pow`: the code sends (/misc/send-otp) and the contact and career forms.
 */
export async function proofOfWork(): Promise<string> {
  // The contract keeps the challenge opaque (lib/contracts imports no ALTCHA types); it is ALTCHA's.
  const challenge = (await getOtpChallenge()).challenge as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new ApiError("The security check could not be completed. Please reload the page.", 0);
  return btoa(JSON.stringify({ challenge, solution }));
}
