import type { Metadata } from "next";
import { ConsoleFilters, ConsoleList } from "@/components/console/console-list";
import { countOf } from "@/lib/copy/plural";
import { ConsoleFrame } from "@/components/console/console-frame";
import { ShortLinkActions, ShortLinkCreateForm } from "@/components/console/short-link-form";
import { shortLinkQuerySchema } from "@/lib/contracts/short-links";
import { formatAppointment } from "@/lib/format/appointment-time";
import { absoluteUrl, consoleListHref, CONSOLE_ROUTES, shortLinkHref } from "@/lib/routes";
import { consoleListRequest } from "@/lib/server/compose/console-page";
import { listLinks } from "@/lib/server/shorturls/console";
import { getSiteInfo } from "@/lib/server/site";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Short links", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/links – the site's short links (editor): where each leads, 301 or 302, expiry, visits; new, edit, delete. */
export default async function ConsoleLinksPage({ searchParams }: Props) {
  const { staff, allowed, waiting, query, unreadable, result } = await consoleListRequest({
    path: CONSOLE_ROUTES.links,
    roles: ["editor"],
    searchParams,
    query: shortLinkQuerySchema,
    load: listLinks,
    empty: { links: [], pagination: { page: 1, limit: 50, total: 0 } },
  });
  const { links, pagination } = result;
  const { url: siteUrl, timeZone } = getSiteInfo();
  const now = new Date().toISOString();
  return (
    <ConsoleFrame title="Short links" path={CONSOLE_ROUTES.links} staff={staff} waiting={waiting} allowed={allowed}>
      <section className={styles.panel}>
        <ShortLinkCreateForm siteUrl={siteUrl} timeZone={timeZone} />
      </section>
      <ConsoleFilters action={CONSOLE_ROUTES.links} label="Find short links" search submit="Find" fields={[{ kind: "search", name: "search", label: "Id or page", value: query.search, maxLength: 100 }]} />
      <ConsoleList
        unreadable={unreadable && "The search could not be read; showing every link."}
        summary={`${countOf(pagination.total, "link", "links")}${query.search ? ` matching “${query.search}”` : ""}. A visit counts once per click; link checkers, previews and prefetches do not count.`}
        caption="Short links, newest first"
        columns={["Short address", "Leads to", "Kind", "Expires", "Visits", "Created", "Actions"]}
        items={links}
        row={(l) => (
          <>
            <th scope="row">
              <span className={styles.code}>{absoluteUrl(siteUrl, shortLinkHref(l.id))}</span>
            </th>
            <td>
              <span className={styles.code}>{l.target}</span>
            </td>
            <td>{l.permanent ? "301 permanent" : "302 temporary"}</td>
            <td>{l.expiresAt ? l.expiresAt <= now ? <strong>Expired {formatAppointment(l.expiresAt, timeZone)}</strong> : formatAppointment(l.expiresAt, timeZone) : "Never"}</td>
            <td>{l.hitCount}</td>
            <td>
              {formatAppointment(l.createdAt, timeZone)}
              {l.createdBy ? <span className={form.muted}> by {l.createdBy}</span> : null}
            </td>
            <td>
              <ShortLinkActions link={l} timeZone={timeZone} />
            </td>
          </>
        )}
        pagination={pagination}
        href={consoleListHref(CONSOLE_ROUTES.links, { search: query.search })}
      />
    </ConsoleFrame>
  );
}
