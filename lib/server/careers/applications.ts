import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { z } from "zod";
import { RESUME_MAX_BYTES, RESUME_TYPES_TEXT, type JobApplicationResponse, type jobApplicationSchema } from "@/lib/contracts/content";
import { formatDate } from "@/lib/format/date";
import type { Executor } from "../db";
import { jobApplications, jobOpenings } from "../db/schema";
import { classifyDbError } from "../db/errors";
import type { Clock } from "../clock";
import { getConfig } from "../config";
import { DomainError, notFound } from "@/lib/errors";
import type { UploadedFile } from "../api/multipart";
import { consumeLimit } from "../ratelimit";
import { spendProofOfWork } from "../otp/proof-of-work";
import { enqueueMessage, kickDispatcher } from "../outbox";
import { newFileKey, privateUploads } from "../files/storage";
import { uploadFileName } from "../files/names";
import { logEvent } from "../log";
import { hospitalToday } from "../content/pages";

/** Applications and their résumés are kept 12 months (the privacy notice says so), then deleted. */
const APPLICATION_RETENTION_DAYS = 365;

export const RESUME_LIMITS = { maxBodyBytes: RESUME_MAX_BYTES + 64 * 1024, maxFieldBytes: 8 * 1024, maxFields: 12, maxFileBytes: RESUME_MAX_BYTES, files: ["resume"] };

const resumeError = (message: string) => new DomainError("bad_request", message, { errors: [{ path: "resume", message }] });

/** The résumé kinds taken, by the type file-type detects: the extension stored and the type downloaded under. */
const RESUME_KINDS = {
  "application/pdf": { ext: "pdf", name: "PDF", download: "application/pdf" },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
    ext: "docx",
    name: "DOCX",
    download: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  // What file-type reports for a .doc (an OLE Compound File), downloaded as Word's own type.
  "application/x-cfb": { ext: "doc", name: "DOC", download: "application/msword" },
} as const;
type ResumeType = keyof typeof RESUME_KINDS;
const isResumeType = (type: string): type is ResumeType => Object.hasOwn(RESUME_KINDS, type);

/** A stored résumé's download name and type, from the type detected when it was sent (older rows kept the sent name as it was). */
export function resumeDownload(sentName: string, type: string): { name: string; type: string } {
  if (!isResumeType(type)) return { name: uploadFileName(sentName, "bin", "resume"), type: "application/octet-stream" };
  const kind = RESUME_KINDS[type];
  return { name: uploadFileName(sentName, kind.ext, "resume"), type: kind.download };
}

/**
 * What a résumé really is, by its content (file-type reads the magic bytes), never by its name
 * or the type the browser declared; then a check that the file is whole: a PDF ends with
 * %%EOF, a DOCX (a zip) has its central directory, a DOC (an OLE compound file) is whole 512-byte
 * sectors. Answers the type and extension to store it under, or throws a 400 naming the problem.
 */
async function checkResume(file: UploadedFile | undefined): Promise<{ mime: string; ext: string }> {
  if (!file) throw resumeError(`Attach your résumé (${RESUME_TYPES_TEXT}, at most 5 MB).`);
  if (file.data.length === 0) throw resumeError("The résumé file is empty. Please attach the file again.");
  if (file.data.length > RESUME_MAX_BYTES) throw resumeError("The résumé is larger than 5 MB. Please send a smaller file.");
  const found = await fileTypeFromBuffer(file.data);
  const kind = found && isResumeType(found.mime) ? RESUME_KINDS[found.mime] : undefined;
  const isDoc = found?.mime === "application/x-cfb" && /\.doc$/i.test(file.filename);
  if (!found || !kind || (found.mime === "application/x-cfb" && !isDoc)) {
    const what = found ? `it is a ${found.ext.toUpperCase()} file` : "its content is not one of them";
    throw resumeError(`The résumé must be a ${RESUME_TYPES_TEXT} file, whatever its name says: ${what}.`);
  }
  const tail = file.data.subarray(Math.max(0, file.data.length - 65_557)).toString("latin1");
  const whole =
    kind.ext === "pdf" ? tail.slice(-1024).includes("%%EOF") : kind.ext === "docx" ? tail.includes("PK\u0005\u0006") : file.data.length >= 1536 && file.data.length % 512 === 0;
  if (!whole) throw resumeError(`The ${kind.name} file is incomplete (it may have been cut off while saving or copying). Please attach it again.`);
  return { mime: found.mime, ext: kind.ext };
}

export const applicationReference = (id: string) => `JA-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;

/**
 * An application for an open position: the bot checks and the address's limit, the opening
 * (open today in the hospital's zone), the résumé by its content, then the file goes to private
 * storage under a generated name and the row and the acknowledgement are written in one
 * transaction. One e-mail applies once per opening (409).
 */
export async function applyForJob(
  db: Executor,
  input: z.output<typeof jobApplicationSchema>,
  file: UploadedFile | undefined,
  client: string,
  clock: Clock,
): Promise<JobApplicationResponse> {
  const now = clock();
  if (input.website) {
    logEvent("warn", "application_honeypot", { detail: "honeypot field filled; application dropped" });
    return { reference: applicationReference(crypto.randomUUID()) };
  }
  await spendProofOfWork(db, input.pow, client);
  await consumeLimit("apply-client", client, db);
  const [opening] = await db.select().from(jobOpenings).where(and(eq(jobOpenings.slug, input.opening.toLowerCase()), eq(jobOpenings.isActive, true)));
  if (!opening) throw notFound("This job opening does not exist.");
  const config = getConfig();
  if (opening.closesOn < hospitalToday(now)) {
    throw new DomainError("conflict", `This opening closed on ${formatDate(`${opening.closesOn}T12:00:00Z`, config.timeZone)} and no longer takes applications.`, { reason: "opening_closed" });
  }
  const [already] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.openingId, opening.id), sql`lower(${jobApplications.email}) = ${input.email.toLowerCase()}`));
  if (already) throw alreadyApplied();
  const resume = await checkResume(file);
  const key = newFileKey(resume.ext);
  await privateUploads.put(key, file!.data);
  try {
    const reference = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(jobApplications)
        .values({
          openingId: opening.id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          experienceYears: input.experienceYears,
          coverNote: input.coverNote,
          resumeKey: key,
          resumeName: uploadFileName(file!.filename, resume.ext, "resume"),
          resumeType: resume.mime,
          resumeBytes: file!.data.length,
          createdAt: now,
        })
        .returning({ id: jobApplications.id });
      const ref = applicationReference(row.id);
      await enqueueMessage(tx, {
        channel: "email",
        kind: "application_ack",
        recipient: input.email,
        ownerPhone: input.phone,
        subject: `Your application for ${opening.title} (${ref}) | ${config.hospitalName}`,
        body:
          `Dear ${input.name},\n\nThank you for applying for ${opening.title} (${opening.department}, ${opening.location}) at ${config.hospitalName}. ` +
          `We received your application and résumé (reference ${ref}). Our HR team reviews every application and will contact you if you are shortlisted.\n\n${config.hospitalName}`,
        dedupeKey: `application:${row.id}`,
        now,
      });
      return ref;
    });
    kickDispatcher();
    return { reference };
  } catch (error) {
    await privateUploads.remove(key).catch(() => undefined);
    if (classifyDbError(error)?.constraint === "job_applications_opening_email_unique") throw alreadyApplied();
    throw error;
  }
}

const alreadyApplied = () =>
  new DomainError("conflict", "You have already applied for this opening with this e-mail address. We will contact you if you are shortlisted.", {
    reason: "already_applied",
    errors: [{ path: "email", message: "already used for this opening" }],
  });

/** Deletes applications older than the retention period, and their résumés. */
export async function pruneApplications(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(jobApplications)
    .where(lt(jobApplications.createdAt, new Date(now.getTime() - APPLICATION_RETENTION_DAYS * 86_400_000)))
    .returning({ key: jobApplications.resumeKey });
  for (const row of rows) await privateUploads.remove(row.key).catch(() => undefined);
  return rows.length;
}
