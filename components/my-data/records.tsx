import type { ReactNode } from "react";
import type { MyData } from "@/lib/contracts/my-data";
import { CONSENT_PURPOSE_TEXT } from "@/lib/contracts/my-data";
import { formatAppointment, formatDay } from "@/lib/format/appointment-time";
import { formatDate } from "@/lib/format/date";
import { formatFee } from "@/lib/format/money";
import styles from "./my-data.module.scss";

/** One kind of record: its heading, and "None" when the hospital holds none of it. */
/** Why a form's record is named, not shown: the form took the number without verifying it. */
const FORM_NOTE =
  "Sent through a form with this mobile number, which the form did not verify, so what was written is not shown here. To see or correct it, write to the hospital quoting its reference.";

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h3 id={id}>
        {title} <span className={styles.count}>({count})</span>
      </h3>
      {count ? children : <p>None.</p>}
    </section>
  );
}

/** Every record of the verified phone, as `get` answered it (the export file holds the same). */
export function Records({ data, timeZone }: { data: MyData; timeZone: string }) {
  // Two kinds of date, each in one form: appointments (a booking, a slot offered, the days a
  // waitlist covers) as the booking pages write them, "Tuesday, 1 December 2026, 10:30 am (IST)";
  // the day a record was made, given or is due as the site's dates are, "December 1, 2026".
  const appointment = (iso: string) => formatAppointment(iso, timeZone);
  const on = (iso: string) => formatDate(iso, timeZone);
  return (
    <>
      <Section id="records-patients" title="Patients' details" count={data.patients.length}>
        <ul className={styles.list}>
          {data.patients.map((p, i) => (
            <li key={i}>
              <strong>{p.name}</strong>, {p.gender}
              {p.dateOfBirth ? `, born ${on(p.dateOfBirth)}` : p.age !== null ? `, ${p.age} years` : ""}
              {p.email ? `, ${p.email}` : ""}. Saved {on(p.createdAt)}.
            </li>
          ))}
        </ul>
      </Section>
      <Section id="records-bookings" title="Appointments, payments and refunds" count={data.bookings.length}>
        <ul className={styles.list}>
          {data.bookings.map((b) => (
            <li key={b.reference}>
              <strong>{b.reference}</strong>: {b.doctor}, {appointment(b.start)}, for {b.patientName} ({b.status}). Fee {formatFee(b.fee)}
              {b.refundDue ? `, refund ${formatFee(b.refundDue)}` : ""}.{b.reason ? ` Reason given: ${b.reason}` : ""}
              {b.payments.length ? (
                <ul>
                  {b.payments.map((p) => (
                    <li key={p.orderId}>
                      Payment {p.orderId}: {formatFee(p.amount)}, {p.status}
                      {p.paidAt ? ` on ${on(p.paidAt)}` : ""}
                      {p.refunds.map((r) => `; refund ${r.amount ? formatFee(r.amount) : ""} ${r.status}`).join("")}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="records-messages" title="Messages we sent you (SMS and e-mail)" count={data.messages.length}>
        <ul className={styles.list}>
          {data.messages.map((m, i) => (
            <li key={i}>
              {on(m.createdAt)}, {m.channel === "sms" ? "SMS" : m.channel === "email" ? "e-mail" : m.channel} to {m.recipient} ({m.status}): {m.body}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="records-contact" title="Messages you wrote to us" count={data.contactMessages.length}>
        <p>{FORM_NOTE}</p>
        <ul className={styles.list}>
          {data.contactMessages.map((m) => (
            <li key={m.reference}>
              <strong>{m.reference}</strong>, {on(m.createdAt)}, “{m.subject}”
            </li>
          ))}
        </ul>
      </Section>
      <Section id="records-applications" title="Job applications" count={data.applications.length}>
        <p>{FORM_NOTE}</p>
        <ul className={styles.list}>
          {data.applications.map((a) => (
            <li key={a.reference}>
              <strong>{a.reference}</strong>: {a.opening}, {on(a.createdAt)} ({a.status})
            </li>
          ))}
        </ul>
      </Section>
      <Section id="records-waitlist" title="Waitlists you joined, and the slots offered" count={data.waitlist.length}>
        <ul className={styles.list}>
          {data.waitlist.map((w) => (
            <li key={w.id}>
              {w.doctor}: {formatDay(`${w.from}T12:00:00Z`, "UTC")} to {formatDay(`${w.to}T12:00:00Z`, "UTC")}, joined {on(w.joinedAt)} ({w.status})
              {w.offers.length ? `; offered: ${w.offers.map((o) => `${appointment(o.slotStart)} (${o.status})`).join(", ")}` : ""}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="records-consents" title="What you agreed to" count={data.consents.length}>
        <ul className={styles.list}>
          {data.consents.map((c, i) => (
            <li key={i}>
              {CONSENT_PURPOSE_TEXT[c.purpose]}: given {on(c.givenAt)}
              {c.withdrawnAt ? `, withdrawn ${on(c.withdrawnAt)}` : ""} ({c.version})
            </li>
          ))}
        </ul>
      </Section>
      <Section id="records-requests" title="Your requests about your data" count={data.requests.length}>
        <ul className={styles.list}>
          {data.requests.map((r) => (
            <li key={r.reference}>
              <strong>{r.reference}</strong>: {r.kind.replace("_", " ")}, {on(r.createdAt)}, {r.state === "open" ? `open, answered by ${on(r.dueAt)}` : "done"}
              {r.note && r.kind === "correction" ? `: ${r.note}` : ""}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
