import { z } from "zod";
import { safeText } from "./common";
import { staffMeSchema } from "./staff";

// A staff account's second factor: passkeys, an authenticator app (TOTP) and recovery codes;
// the sign-in's second step, enrolment at the first sign-in, and step-up before money and accounts.

const FACTOR_KINDS = ["passkey", "totp"] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];
export const FACTOR_KIND_TEXT: Record<FactorKind, string> = { passkey: "Passkey", totp: "Authenticator app" };

/** How a second factor may be given: a passkey, a code of the authenticator app, or a recovery code. */
export const FACTOR_METHODS = ["passkey", "totp", "recovery"] as const;
export type FactorMethod = (typeof FACTOR_METHODS)[number];

/** How many recovery codes an account gets, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a second factor given counts for a step-up (a refund, a fee, staff accounts). */
export const STEP_UP_MINUTES = 10;
/** An authenticator app's code: six digits (spaces typed between them are dropped). */
const totpCode = z
  .string({ error: "Enter the 6-digit code from your authenticator app" })
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));
/** A recovery code as printed ("7kq2-m9xt-4hpa"); case, spaces and dashes do not matter. */
const recoveryCode = z
  .string({ error: "Enter one of your recovery codes" })
  .transform((code) => code.toLowerCase().replace(/[\s-]+/g, ""))
  .pipe(z.string().regex(/^[a-z0-9]{12}$/, "A recovery code has 12 letters and digits, such as 7kq2-m9xt-4hpa"));

/** A WebAuthn response as @simplewebauthn/browser gives it; the server library checks its inside. */
const webauthnResponse = z
  .object({
    id: z.string().max(1400),
    rawId: z.string().max(1400),
    type: z.literal("public-key", { error: "must be a passkey's answer" }),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .loose();

const factorName = safeText({ min: 1, max: 60, typeError: "Name it, such as “Work laptop”", label: "The name" });

/** POST /api/admin/auth/factor/verify: the second factor, by one of its methods. */
export const factorVerifySchema = z.discriminatedUnion(
  "method",
  [
    z.object({ method: z.literal("passkey"), response: webauthnResponse }),
    z.object({ method: z.literal("totp"), code: totpCode }),
    z.object({ method: z.literal("recovery"), code: recoveryCode }),
  ],
  { error: "Choose how you give your second factor: passkey, totp or recovery" },
);
export type FactorVerifyInput = z.input<typeof factorVerifySchema>;

/** POST /api/admin/auth/factors/totp/confirm: the first code of the newly scanned app, and its name. */
export const totpConfirmSchema = z.object({ code: totpCode, name: factorName.optional() });
/** POST /api/admin/auth/factors/passkey/register */
export const passkeyRegisterSchema = z.object({ name: factorName, response: webauthnResponse });
/** POST /api/admin/auth/factors/remove */
export const factorIdSchema = z.object({ id: z.uuid({ error: "must be a factor's id" }) });

/** What a password sign-in answers: whose account, and what the second step is. */
export const signInStepSchema = z
  .object({
    name: z.string(),
    /** "factor": give one of `methods`; "enrol": the account has no second factor yet and sets one up now. */
    next: z.enum(["factor", "enrol"]),
    methods: z.array(z.enum(FACTOR_METHODS)),
  })
  .meta({ title: "SignInStep" });
export type SignInStep = z.infer<typeof signInStepSchema>;

/** What a second factor given answers: the person, and after a recovery code how many are left. */
export const factorGivenSchema = z.object({ me: staffMeSchema, recoveryCodesLeft: z.number().int().nullable() }).meta({ title: "FactorGiven" });

/** An authenticator app being enrolled: the secret to type and the otpauth:// address its QR code shows (as SVG markup). */
export const totpEnrolmentSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }).meta({ title: "TotpEnrolment" });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** A second factor as its owner's security page lists it: never its secret or public key. */
const factorViewSchema = z
  .object({ id: z.string(), kind: z.enum(FACTOR_KINDS), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })
  .meta({ title: "StaffFactor" });
export type FactorView = z.infer<typeof factorViewSchema>;

/** A factor enrolled: it, and the ten recovery codes when it was the account's first (shown once). */
export const factorEnrolledSchema = z.object({ factor: factorViewSchema, recoveryCodes: z.array(z.string()).nullable() }).meta({ title: "FactorEnrolled" });
export type FactorEnrolled = z.infer<typeof factorEnrolledSchema>;

/** The signed-in person's factors and how many recovery codes are left. */
export const factorsSchema = z.object({ factors: z.array(factorViewSchema), recoveryCodesLeft: z.number().int() }).meta({ title: "StaffFactors" });
export type Factors = z.infer<typeof factorsSchema>;

/** WebAuthn options for the browser (`optionsJSON` of @simplewebauthn/browser), as the server library makes them. */
export const webauthnOptionsSchema = z.record(z.string(), z.unknown()).meta({ title: "WebAuthnOptions" });

/** An administrator reset another account's factors: how many sessions ended with it. */
export const factorsResetSchema = z.object({ id: z.string(), sessionsEnded: z.number().int() });
