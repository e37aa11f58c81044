import { Link } from "@/components/ui/link";
import { DOCTOR_NAME_MAX } from "@/lib/contracts/doctor-filters";
import { MISSING_COPY, type MissingKind } from "@/lib/not-found";
import styles from "./not-found-view.module.scss";
import { ROUTES } from "@/lib/routes";

const WAYS_ON = [
  { href: ROUTES.home, label: "Home" },
  { href: ROUTES.doctorList, label: "Find a Doctor" },
  { href: ROUTES.specialityList, label: "Specialities" },
  { href: ROUTES.appointment, label: "Book Appointment" },
  { href: ROUTES.contactUs, label: "Contact Us" },
];

/** The body of every 404: a heading naming what was missing, and the ways on from there. */
export function NotFoundView({ kind }: { kind: MissingKind }) {
  const copy = MISSING_COPY[kind];
  const links = copy.list ? [copy.list, ...WAYS_ON.filter((l) => l.href !== copy.list?.href)] : WAYS_ON;
  return (
    <div className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{copy.heading}</h1>
      <p className={styles.text}>{copy.text}</p>
      {kind === "doctor" ? (
        <form className={styles.search} action={ROUTES.doctorList} method="get" role="search" aria-label="Search doctors">
          <label htmlFor="missing-doctor-name">Doctor&apos;s name</label>
          <input id="missing-doctor-name" name="name" type="search" autoComplete="off" maxLength={DOCTOR_NAME_MAX} />
          <button type="submit">Search</button>
        </form>
      ) : null}
      <ul className={styles.links}>
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A detail route's own not-found file, shown by client-side navigation to an unknown
 * address; a full page load gets the same view from the root not-found page.
 */
export function notFoundPageFor(kind: MissingKind) {
  return function NotFound() {
    return <NotFoundView kind={kind} />;
  };
}
