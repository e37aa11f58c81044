import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { BookingsChart } from "@/components/console/bookings-chart";
import { ConsoleFrame } from "@/components/console/console-frame";
import { GlanceWaiting } from "@/components/console/glance-waiting";
import { roleMayUse, STAFF_ROLE_TEXT } from "@/lib/contracts/staff";
import { TRANSLATOR_ROLES } from "@/lib/contracts/collections";
import { countOf } from "@/lib/copy/plural";
import { formatDay } from "@/lib/format/appointment-time";
import { consoleListHref, CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/compose/console-page";
import { getDb } from "@/lib/server/db";
import { dayAtAGlance } from "@/lib/server/compose/day-at-a-glance";
import { getSiteInfo } from "@/lib/server/site";
import { sessionLifetimesText } from "@/lib/server/auth/staff-sessions";
import { translationsToDoCount } from "@/lib/server/collections/translations";
import styles from "@/components/console/console.module.scss";
import form from "@/components/ui/form.module.scss";

export const metadata: Metadata = { title: "Staff console", robots: { index: false, follow: false } };

/** /admin – the console's start: the day at a glance for the front desk, and the sections each role opens. */
export default async function ConsoleHomePage() {
  const { staff, waiting } = await consolePage(CONSOLE_ROUTES.home, ["admin", "editor", "front_desk"]);
  const { timeZone } = getSiteInfo();
  const glance = roleMayUse(staff.role, ["front_desk"]) ? await dayAtAGlance(await getDb(), new Date(), timeZone) : null;
  const translations = roleMayUse(staff.role, TRANSLATOR_ROLES) ? await translationsToDoCount(await getDb(), staff.role) : null;
  return (
    <ConsoleFrame title={glance ? "Today at a glance" : "Staff console"} path={CONSOLE_ROUTES.home} staff={staff} waiting={waiting}>
      {glance ? (
        <>
          <section className={styles.panel} aria-labelledby="waiting-title">
            <h2 id="waiting-title">Waiting for you</h2>
            <GlanceWaiting glance={glance} />
          </section>
          <section className={styles.panel} aria-labelledby="appointments-title">
            <h2 id="appointments-title">Appointments by doctor</h2>
            {glance.appointments.map(({ day, doctors }) => (
              <div key={day}>
                <h3>
                  {day === glance.today ? "Today" : "Tomorrow"}, {formatDay(`${day}T12:00:00Z`, "UTC")}: {doctors.reduce((sum, d) => sum + d.count, 0)}
                </h3>
                {doctors.length ? (
                  <ul>
                    {doctors.map((d) => (
                      <li key={d.username}>
                        <Link href={consoleListHref(CONSOLE_ROUTES.bookings, { from: day, to: day, doctor: d.username })(1)}>{d.fullName}</Link>: {d.count}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={form.muted}>No appointments.</p>
                )}
              </div>
            ))}
          </section>
          <section className={styles.panel} aria-labelledby="per-day-heading">
            <h2 id="per-day-heading">Bookings per day</h2>
            <BookingsChart perDay={glance.perDay} today={glance.today} />
          </section>
        </>
      ) : null}
      {translations ? (
        <section className={styles.panel} aria-labelledby="translations-title">
          <h2 id="translations-title">Marathi and Hindi</h2>
          {translations.count === 0 && !translations.more ? (
            <p>Every translation of the site&apos;s content is current.</p>
          ) : (
            <p>
              <Link href={CONSOLE_ROUTES.translations}>
                {countOf(translations.count, "field", "fields")}
                {translations.more ? " or more" : ""}
              </Link>{" "}
              {translations.count === 1 && !translations.more ? "has its" : "have their"} Marathi or Hindi out of date or missing: visitors to those pages see the English.
            </p>
          )}
        </section>
      ) : null}
      {/* The sections themselves are the menu beside this page (ConsoleFrame). */}
      <p className={form.muted}>
        You are signed in as {staff.name}, {STAFF_ROLE_TEXT[staff.role].toLowerCase()}. {sessionLifetimesText()}
      </p>
    </ConsoleFrame>
  );
}
