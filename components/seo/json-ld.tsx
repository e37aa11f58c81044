import type { Thing, WithContext } from "schema-dts";
import type { JsonLdObject } from "@/lib/structured-data";

/** Structured data in the server HTML. `<` is escaped so text can never close the script. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] | WithContext<Thing> }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
