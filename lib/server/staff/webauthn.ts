import "server-only";
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from "@simplewebauthn/server";
import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON, WebAuthnCredential } from "@simplewebauthn/server";
import { getConfig } from "../config";

// Passkeys (WebAuthn, through @simplewebauthn/server): the site is the relying party, named by
// its own host, and a passkey answers only for the site's own origin. The passkey is a second
// factor after the password, so user presence is enough (a PIN or fingerprint is welcome but
// not required: some security keys have neither).

/** A passkey as stored: its id, its public key (COSE, base64url), its signature counter and transports. */
export interface StoredPasskey {
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[] | null;
}

const relyingParty = () => {
  const site = new URL(getConfig().siteUrl);
  return { rpID: site.hostname, origin: site.origin, rpName: `${getConfig().hospitalName} console` };
};

const TRANSPORTS: ReadonlySet<string> = new Set(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]);

const transportsOf = (stored: StoredPasskey) => (stored.transports ?? []) as AuthenticatorTransport[];

/** Creation options for a new passkey of this account, its existing ones excluded (one authenticator, one passkey). */
export async function registrationOptions(account: { id: string; email: string; name: string }, existing: StoredPasskey[]) {
  const { rpID, rpName } = relyingParty();
  return generateRegistrationOptions({
    rpName,
    rpID,
    userName: account.email,
    userDisplayName: account.name,
    userID: new TextEncoder().encode(account.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

/** The new passkey of a registration answer to `challenge`, or null when it does not verify. */
export async function verifiedRegistration(response: RegistrationResponseJSON, challenge: string): Promise<StoredPasskey | null> {
  const { rpID, origin } = relyingParty();
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false });
    if (!verified || !registrationInfo) return null;
    const { credential } = registrationInfo;
    // Only the transports WebAuthn names are kept: the list comes from the browser.
    const transports = (credential.transports ?? []).filter((t) => TRANSPORTS.has(t));
    return { credentialId: credential.id, publicKey: Buffer.from(credential.publicKey).toString("base64url"), signCount: credential.counter, transports };
  } catch {
    // The library throws for every malformed or foreign answer: to the caller, it does not verify.
    return null;
  }
}

/** Request options over the account's passkeys. */
export async function authenticationOptions(passkeys: StoredPasskey[]) {
  return generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    userVerification: "preferred",
  });
}

/** The passkey's new signature counter if `response` signs `challenge` with it for this site, else null (a counter that went back is a cloned key: null). */
export async function verifiedAssertion(response: AuthenticationResponseJSON, challenge: string, stored: StoredPasskey): Promise<number | null> {
  const { rpID, origin } = relyingParty();
  const credential: WebAuthnCredential = { id: stored.credentialId, publicKey: new Uint8Array(Buffer.from(stored.publicKey, "base64url")), counter: stored.signCount, transports: transportsOf(stored) };
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({ response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, credential, requireUserVerification: false });
    return verified ? authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
