import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { OpeningCard } from "@/components/careers/opening-card";
import type { SearchParams } from "@/lib/doctors/list-query";
import { careerListHref, ROUTES } from "@/lib/routes";
import { listOpeningsCached } from "@/lib/server/careers";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import container from "@/components/ui/container.module.scss";
import styles from "@/components/content/content.module.scss";
import { firstParam } from "@/lib/search-params";

type Props = { searchParams: Promise<SearchParams> };


/** The openings and the filters an address names (a department or location that exists; anything else is ignored). */
async function load(searchParams: Props["searchParams"]) {
  const params = await searchParams;
  const all = await listOpeningsCached();
  const pick = (values: string[], raw: string | undefined) => values.find((v) => v.toLowerCase() === raw?.trim().toLowerCase()) ?? null;
  const department = pick(all.departments, firstParam(params.department));
  const location = pick(all.locations, firstParam(params.location));
  const openings = all.openings.filter((o) => (!department || o.department === department) && (!location || o.location === location));
  return { all, department, location, open: openings.filter((o) => o.isOpen), closed: openings.filter((o) => !o.isOpen) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { department, location } = await load(searchParams);
  return pageMetadata({
    title: department ? `Careers in ${department}` : "Careers",
    description: "Work with us: openings for nurses, doctors, technologists, therapists and staff in Pune, with how to apply online.",
    path: careerListHref({ department, location }),
  });
}

export default async function CareerPage({ searchParams }: Props) {
  const { all, department, location, open, closed } = await load(searchParams);
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path={ROUTES.career} title="Careers" lead="Nurses, doctors, technologists, therapists and the people who keep a hospital running: see our openings and apply online." />
      <div className={`${container.container} ${styles.narrow}`}>
        <form className={styles.select} method="get" action={ROUTES.career} aria-label="Filter the openings">
          <label>
            Department
            <select name="department" defaultValue={department ?? ""}>
              <option value="">All departments</option>
              {all.departments.map((d) => (
                <option key={d}>{d}</option>
              ))}
            </select>
          </label>
          <label>
            Location
            <select name="location" defaultValue={location ?? ""}>
              <option value="">All locations</option>
              {all.locations.map((l) => (
                <option key={l}>{l}</option>
              ))}
            </select>
          </label>
          <button type="submit">Show openings</button>
          {department || location ? <Link href={ROUTES.career}>Clear the filters</Link> : null}
        </form>
        <section className={styles.section} aria-labelledby="open-title">
          <h2 id="open-title">Open positions</h2>
          <p className={styles.summary} role="status">
            {open.length === 0 ? "No open positions match these filters right now." : `${open.length} open ${open.length === 1 ? "position" : "positions"}${department ? ` in ${department}` : ""}${location ? ` at ${location}` : ""}.`}
          </p>
          {open.length ? (
            <ul className={styles.grid}>
              {open.map((o) => (
                <li key={o._id}>
                  <OpeningCard opening={o} timeZone={site.timeZone} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        {closed.length ? (
          <section className={styles.section} aria-labelledby="closed-title">
            <h2 id="closed-title">Recently closed</h2>
            <ul className={styles.grid}>
              {closed.map((o) => (
                <li key={o._id}>
                  <OpeningCard opening={o} timeZone={site.timeZone} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
