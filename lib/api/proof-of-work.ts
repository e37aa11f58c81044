import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { apiPost, ApiError } from "./client";

/**
 * Solves the server's proof-of-work challenge (ALTCHA: about a second of hashing in the
 * browser, no third-party service, no tracking) and answers the payload the protected calls
 * take as `pow`: the code sends (/misc/send-otp) and the contact and career forms.
 */
export async function proofOfWork(): Promise<string> {
  const { data } = await apiPost<{ data: { challenge: Challenge } }>("misc/otp-challenge");
  const solution = await solveChallenge({ challenge: data.challenge, deriveKey });
  if (!solution) throw new ApiError("The security check could not be completed. Please reload the page.", 0);
  return btoa(JSON.stringify({ challenge: data.challenge, solution }));
}
