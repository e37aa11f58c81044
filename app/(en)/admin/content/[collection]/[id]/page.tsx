import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { ConsoleFrame } from "@/components/console/console-frame";
import { CollectionForm } from "@/components/console/collection-form";
import { TranslationPanel } from "@/components/console/translation-panel";
import { collectionSpec, emptyValues, isCollectionName, isTranslatedCollection, rolesFor } from "@/lib/contracts/collections";
import type { CollectionRecord } from "@/lib/contracts/collections/api";
import { contentHref, CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/compose/console-page";
import { getDb } from "@/lib/server/db";
import { formOptions, getRecord } from "@/lib/server/collections";
import { recordTranslations } from "@/lib/server/collections/translations";
import { DomainError } from "@/lib/errors";
import form from "@/components/ui/form.module.scss";

type Props = { params: Promise<{ collection: string; id: string }> };

export const metadata: Metadata = { title: "Edit content", robots: { index: false, follow: false } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/content/{collection}/{id|new} – one record's edit form (editor). */
export default async function CollectionRecordPage({ params }: Props) {
  const { collection, id } = await params;
  if (!isCollectionName(collection) || collectionSpec(collection).kind !== "table" || (id !== "new" && !UUID.test(id))) notFound();
  const spec = collectionSpec(collection);
  const { staff, allowed, waiting } = await consolePage(contentHref(collection, id), rolesFor(spec, id === "new" ? "change" : "read"));
  const db = await getDb();
  let record: CollectionRecord = { id: null, version: null, values: emptyValues(spec.fields) };
  if (allowed && id !== "new") {
    try {
      record = await getRecord(db, collection, id);
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) notFound();
      throw error;
    }
  }
  const title = id === "new" ? `New ${spec.singular}` : `Edit ${spec.singular}`;
  return (
    <ConsoleFrame title={title} path={CONSOLE_ROUTES.content} staff={staff} waiting={waiting} allowed={allowed}>
      <p>
        <Link href={contentHref(collection)}>All {spec.label.toLowerCase()}</Link>
        {allowed && record.id && isTranslatedCollection(collection) ? (
          <>
            {" "}
            · <a href="#translations-title">Its Marathi and Hindi</a>
          </>
        ) : null}
      </p>
      {allowed ? <CollectionForm collection={collection} record={record} options={await formOptions(db, collection)} /> : null}
      {allowed && isTranslatedCollection(collection) ? (
        record.id ? (
          <TranslationPanel collection={collection} id={record.id} translations={(await recordTranslations(db, collection, record.id))!} />
        ) : (
          <p className={form.muted}>Its Marathi and Hindi are written on this page once its English is saved.</p>
        )
      ) : null}
    </ConsoleFrame>
  );
}
