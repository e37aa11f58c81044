import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { ConsoleFilters, ConsoleList } from "@/components/console/console-list";
import { countOf } from "@/lib/copy/plural";
import { ConsoleFrame } from "@/components/console/console-frame";
import { CollectionForm } from "@/components/console/collection-form";
import { TranslationPanel } from "@/components/console/translation-panel";
import { collectionSpec, isCollectionName, isTranslatedCollection, rolesFor } from "@/lib/contracts/collections";
import { contentListSchema } from "@/lib/contracts/collections/api";
import { consoleListHref, consoleReturnPath, contentHref, CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/compose/console-page";
import { getDb } from "@/lib/server/db";
import { formOptions, getRecord, listRecords } from "@/lib/server/collections";
import { recordTranslations } from "@/lib/server/collections/translations";
import { firstParam } from "@/lib/search-params";
import { resolveImageUrl } from "@/lib/images/image-url";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";

type Props = { params: Promise<{ collection: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { collection } = await params;
  return { title: isCollectionName(collection) ? collectionSpec(collection).label : "Site content", robots: { index: false, follow: false } };
}

/** /admin/content/{collection} – a collection's records (search, pages, New), or a setting's one form. */
export default async function CollectionPage({ params, searchParams }: Props) {
  const { collection } = await params;
  if (!isCollectionName(collection)) notFound();
  const spec = collectionSpec(collection);
  const query = await searchParams;
  const { staff, allowed, waiting } = await consolePage(consoleReturnPath(contentHref(collection), query), rolesFor(spec, "read"));
  const db = await getDb();
  if (spec.kind === "setting") {
    return (
      <ConsoleFrame title={spec.label} path={CONSOLE_ROUTES.content} staff={staff} waiting={waiting} allowed={allowed}>
        <p>
          <Link href={CONSOLE_ROUTES.content}>All content</Link>
          {allowed && isTranslatedCollection(collection) ? (
            <>
              {" "}
              · <a href="#translations-title">Its Marathi and Hindi</a>
            </>
          ) : null}
        </p>
        {allowed ? <CollectionForm collection={collection} record={await getRecord(db, collection, null)} options={await formOptions(db, collection)} /> : null}
        {allowed && isTranslatedCollection(collection) ? <TranslationPanel collection={collection} id={null} translations={(await recordTranslations(db, collection, null))!} /> : null}
      </ConsoleFrame>
    );
  }
  const parsed = contentListSchema.safeParse({ search: firstParam(query.search), page: firstParam(query.page) });
  const filters = parsed.success ? parsed.data : { page: 1 };
  const { records, pagination } = allowed ? await listRecords(db, collection, filters) : { records: [], pagination: { page: 1, limit: 25, total: 0 } };
  const columns = spec.columns ?? [];
  const imageFields = new Set(spec.fields.filter((f) => f.kind === "image").map((f) => f.name));
  return (
    <ConsoleFrame title={spec.label} path={CONSOLE_ROUTES.content} staff={staff} waiting={waiting} allowed={allowed}>
      <p>
        <Link href={CONSOLE_ROUTES.content}>All content</Link> · {spec.description}
      </p>
      <div className={styles.filters}>
        <ConsoleFilters
          action={contentHref(collection)}
          label={`Search ${spec.label.toLowerCase()}`}
          search
          inline
          submit="Search"
          fields={[{ kind: "search", name: "search", label: `Search by ${spec.searchText}`, value: filters.search, maxLength: 80 }]}
        />
        <Link href={contentHref(collection, "new")} className={form.primary}>
          New {spec.singular}
        </Link>
      </div>
      <ConsoleList
        unreadable={!parsed.success && "The search could not be read; showing everything."}
        summary={`${countOf(pagination.total, spec.singular, spec.label.toLowerCase())}${filters.search ? ` matching “${filters.search}”` : ""}.`}
        caption={spec.label}
        columns={columns.map((c) => c.label)}
        items={records}
        row={(r) =>
          columns.map((c, i) => {
            // A picture column shows a thumbnail (decorative: the row's link names the record).
            const thumb =
              imageFields.has(c.field) && r.image ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={resolveImageUrl(r.image) ?? undefined} alt="" width={64} height={48} className={styles.thumb} />
              ) : null;
            return i === 0 ? (
              <th scope="row" key={c.field}>
                {thumb}{" "}
                <Link href={contentHref(collection, r.id)}>{c.field === spec.titleField || thumb ? r.title : `${r.cells[c.field] || "(none)"} – ${r.title}`}</Link>
              </th>
            ) : (
              <td key={c.field}>{thumb ?? r.cells[c.field]}</td>
            );
          })
        }
        pagination={pagination}
        href={consoleListHref(contentHref(collection), { search: filters.search })}
      />
    </ConsoleFrame>
  );
}
