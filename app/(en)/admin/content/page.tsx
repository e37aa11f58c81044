import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ConsoleFrame } from "@/components/console/console-frame";
import { COLLECTION_NAMES, collectionSpec, mayAccess, rolesFor } from "@/lib/contracts/collections";
import { contentHref, CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/compose/console-page";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Site content", robots: { index: false, follow: false } };

/** /admin/content – every collection the editors keep: lists of records, and the pages edited as a whole. */
export default async function ContentIndexPage() {
  // Open to every role some collection lets read it; each sees the collections its role may read.
  const readers = [...new Set(COLLECTION_NAMES.flatMap((n) => rolesFor(collectionSpec(n), "read")))];
  const { staff, allowed, waiting } = await consolePage(CONSOLE_ROUTES.content, readers);
  const readable = COLLECTION_NAMES.filter((n) => mayAccess(collectionSpec(n), staff.role, "read"));
  const groups = [
    { title: "Lists", names: readable.filter((n) => collectionSpec(n).kind === "table") },
    { title: "Pages and settings", names: readable.filter((n) => collectionSpec(n).kind === "setting") },
  ];
  return (
    <ConsoleFrame title="Site content" path={CONSOLE_ROUTES.content} staff={staff} waiting={waiting} allowed={allowed}>
      {groups.map((g) => (
        <section key={g.title} className={styles.panel} aria-labelledby={`content-${g.title}`}>
          <h2 id={`content-${g.title}`}>{g.title}</h2>
          <ul className={styles.collections}>
            {g.names.map((name) => (
              <li key={name}>
                <Link href={contentHref(name)}>{collectionSpec(name).label}</Link>
                <p>{collectionSpec(name).description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ConsoleFrame>
  );
}
