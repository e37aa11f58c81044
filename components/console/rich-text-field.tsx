"use client";

import { createContext, useContext, useState } from "react";
import dynamic from "next/dynamic";
import type { RichTextEditorProps } from "./rich-text-editor";
import form from "@/components/ui/form.module.scss";

// Elements the public sanitiser keeps but the editor has no place for: the editor would drop them
// (a table's cells become paragraphs, an image vanishes) and the next save would store the loss.
const EDITOR_CANNOT_KEEP = /<(?:table|caption|thead|tbody|tfoot|tr|th|td|img|figure|figcaption|iframe|hr|pre|code|u|s|sub|sup|small|mark|abbr|cite|dl|dt|dd|h5|h6)[\s/>]/i;

/** Whether stored HTML holds something the rich-text editor would lose on load. */
export const hasHtmlTheEditorCannotKeep = (html: string) => EDITOR_CANNOT_KEEP.test(html);

// next/dynamic passes its loading component no props: the field's own props reach the
// placeholder through this context, which wraps the dynamic component where it stands.
const FieldProps = createContext<RichTextEditorProps | null>(null);

/** The same value in a plain, labelled textarea: until the editor has loaded, and for HTML it cannot keep. */
function PlainTextarea({ note }: { note?: string }) {
  const props = useContext(FieldProps);
  if (!props) return null;
  const { id, label, value, onChange, invalid, describedBy } = props;
  const noteId = `${id}-html-note`;
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      {note ? (
        <p className={form.hint} id={noteId}>
          {note}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={12}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={[note ? noteId : "", describedBy ?? ""].join(" ").trim() || undefined}
      />
    </div>
  );
}

// TipTap and ProseMirror load only where a rich-text field is on screen, not with every console page.
const RichTextEditor = dynamic(() => import("./rich-text-editor").then((module) => module.RichTextEditor), {
  ssr: false,
  loading: () => <PlainTextarea />,
});

/** The console's rich-text field, loaded on demand: use this in forms, not RichTextEditor itself. */
export function RichTextField(props: RichTextEditorProps) {
  // Once HTML the editor cannot keep has arrived (the editor never writes any), the field stays a
  // textarea for as long as it is on screen, so it does not change under the hand that types.
  const [asHtml, setAsHtml] = useState(() => hasHtmlTheEditorCannotKeep(props.value));
  if (!asHtml && hasHtmlTheEditorCannotKeep(props.value)) setAsHtml(true);
  return (
    <FieldProps.Provider value={props}>
      {asHtml ? (
        <PlainTextarea note="This text has tables, images or other markup the editor cannot keep, so it is shown as HTML. It is cleaned on save like any other." />
      ) : (
        <RichTextEditor {...props} />
      )}
    </FieldProps.Provider>
  );
}
