import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import styles from "./not-found.module.scss";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you were looking for could not be found.",
  robots: { index: false },
};

/** Any unknown path, and any unknown doctor, speciality, article or short link: HTTP 404. */
export default function NotFound() {
  return (
    <div className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className={styles.text}>
        The page you were looking for may have moved, or the link may be out of date. These pages can help you find
        your way:
      </p>
      <ul className={styles.links}>
        <li>
          <Link href="/">Home</Link>
        </li>
        <li>
          <Link href="/doctorList">Find a Doctor</Link>
        </li>
        <li>
          <Link href="/specialityList">Specialities</Link>
        </li>
        <li>
          <Link href="/appointment">Book Appointment</Link>
        </li>
        <li>
          <Link href="/contactUs">Contact Us</Link>
        </li>
      </ul>
    </div>
  );
}
