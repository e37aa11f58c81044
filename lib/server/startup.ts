import "server-only";
import { ConfigError, getConfig } from "./config";
import { getDatabase, installShutdownHooks } from "./db";
import { DataDirLockedError } from "./db/lock";
import { startDispatcher } from "./outbox";
import { expireHolds } from "./booking";
import { pruneBookings } from "./booking/retention";
import { pruneSessions } from "./auth/staff-sessions";
import { pruneSignInThrottle } from "./staff/throttle";
import { prunePasswordResets } from "./staff/password-reset";
import { pruneAudit } from "./staff/audit";
import { pruneContactMessages } from "./content/contact-messages";
import { pruneApplications } from "./careers/applications";
import { prunePaymentEvents } from "./payments";
import { reconcilePayments } from "./payments/reconcile";
import { logEvent } from "./log";
import { pruneOrphanUploads } from "./files/prune-uploads";
import { pruneRateLimits } from "./ratelimit";
import { pruneConsents } from "./privacy/consents";
import { prunePrivacyRequests } from "./privacy/requests";
import { runOfferRound } from "./waitlist/offers";
import { pruneWaitlist } from "./waitlist/retention";
import { systemClock } from "./clock";
import { fillEmptyDoctorSearchKeys } from "./doctors/search-keys";

/**
 * Server start-up: validate the settings, take the data-folder lock, open the database,
 * migrate and seed. Any failure stops the process with a message naming the cause,
 * rather than serving pages that cannot work.
 */
export async function startServer(): Promise<void> {
  try {
    const config = getConfig();
    const started = Date.now();
    const handle = await getDatabase();
    installShutdownHooks();
    // Keys the database cannot make (transliterated names) for rows from before they existed;
    // one instance at a time, like the migrations.
    const keyed = await handle.exclusively(() => fillEmptyDoctorSearchKeys(handle.db));
    if (keyed) console.log(`[db] search keys written for ${keyed} doctors`);
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
    console.log(`[db] ${where} ready in ${Date.now() - started} ms (${handle.engine})`);
    const cache = config.redisUrl ? "Redis (REDIS_URL), shared by every instance" : `this process's memory (${config.pageCacheMemoryBytes / 1048576} MB at most)`;
    console.log(`[cache] cached pages and reads live in ${cache}`);
    // Messages (SMS, e-mail, the sandbox's webhooks), the lapse of unpaid holds, every 10 s the
    // waitlist's offer round, and at start and every hour the payments' reconciliation and the
    // retention jobs.
    let lastPrune = 0;
    let lastRound = 0;
    startDispatcher([
      async () => {
        const now = new Date();
        await expireHolds(handle.db, now);
        // Slots freed by any path (a cancellation, a move, a lapsed hold, leave removed) are
        // offered to the waitlist here, not by each path that frees one.
        if (now.getTime() - lastRound >= 10_000) {
          lastRound = now.getTime();
          await runOfferRound(handle.db, systemClock).catch((error) => logEvent("error", "waitlist_round_failed", { detail: error instanceof Error ? error.name : "error" }));
        }
        if (now.getTime() - lastPrune > 3600_000) {
          lastPrune = now.getTime();
          // Money first: payments the site missed (a lost webhook) are applied or refunded.
          await reconcilePayments(handle.db, now).catch((error) => logEvent("error", "payment_reconcile_failed", { detail: error instanceof Error ? error.name : "error" }));
          await prunePaymentEvents(handle.db, now);
          await pruneContactMessages(handle.db, now);
          await pruneApplications(handle.db, now);
          await pruneBookings(handle.db, now);
          await pruneWaitlist(handle.db, now);
          await pruneSessions(handle.db, now);
          await pruneSignInThrottle(handle.db, now);
          await prunePasswordResets(handle.db, now);
          await pruneAudit(handle.db, now);
          await pruneOrphanUploads(handle.db, now);
          await pruneRateLimits(handle.db, now);
          await pruneConsents(handle.db, now);
          await prunePrivacyRequests(handle.db, now);
        }
      },
    ]);
    const sms = config.sms.gateway === "msg91" ? "MSG91" : "printed on standard output (SMS_GATEWAY=console)";
    console.log(`[messages] SMS ${sms}; e-mail ${config.smtpUrl ? "by SMTP" : "printed on standard output"}; payments: ${config.payments.gateway}`);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
    } else {
      console.error("\n[db] The database could not be opened:", error, "\n");
    }
    process.exit(1);
  }
}
