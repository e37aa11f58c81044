"use client";

import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import styles from "./rich-text-editor.module.scss";

export type RichTextEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
};

/** The rel the public sanitiser (lib/server/html/sanitize.ts) gives a http(s) link: the link form sets it too, so saving changes nothing. */
export const EXTERNAL_LINK_REL = "noopener noreferrer nofollow";

// The sanitiser keeps http(s), mailto and tel addresses and paths on this site; TipTap's own list
// is longer (ftp, sms, xmpp...), so a link it accepted could lose its address on save. This one
// check serves pasted and loaded HTML, autolinks and the link form alike.
const ALLOWED_HREF = /^(?:https?:\/\/[^\s/]|mailto:[^\s]|tel:[+\d(]|\/(?!\/)|#)/i;
const isAllowedHref = (href: string) => ALLOWED_HREF.test(href);

/**
 * Only what the sanitiser keeps and a page needs: h2-h4 (the page's title is its h1), paragraphs,
 * bold, italic, lists, quotes and links. Code, strike, underline (read as a link) and rules are off;
 * HTML with them opens as HTML instead (rich-text-field.tsx), so nothing is lost on load.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    // Its empty paragraph after a closing heading, list or quote would be saved with the text.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => isAllowedHref(String(url ?? "").trim()),
      // No blanket rel or target: the sanitiser gives http(s) links its rel and takes it off any
      // other, so the link form sets it per address (below) and a reopened record reads as saved.
      // A typed-in (autolinked) web address gets its rel from the sanitiser on save.
      HTMLAttributes: { rel: null, target: null, class: null },
    },
  }),
];

/** How many unanswered updates are remembered as echoes (a parent that never answers stays bounded). */
const MAX_ECHOES = 20;

/** What the form holds: "" for an empty document, so a required body stays detectably empty. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

/** What was typed in the link form as an address: e-mail and phone numbers get their scheme, a bare host https. */
export function toHref(input: string): string {
  const text = input.trim();
  if (!text || /^[a-z][a-z\d+.-]*:/i.test(text) || text.startsWith("/") || text.startsWith("#")) return text;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return `mailto:${text}`;
  if (/^\+?[\d\s().-]{6,}$/.test(text)) return `tel:${text.replace(/[\s().-]/g, "")}`;
  return `https://${text}`;
}

type Tool = { key: string; label: string; glyph: ReactNode; shortcut?: string; run: (e: Editor) => boolean };
const TOOLS: Tool[] = [
  { key: "bold", label: "Bold", glyph: <b>B</b>, shortcut: "Control+B Meta+B", run: (e) => e.chain().toggleBold().run() },
  { key: "italic", label: "Italic", glyph: <i>I</i>, shortcut: "Control+I Meta+I", run: (e) => e.chain().toggleItalic().run() },
  { key: "h2", label: "Heading H2", glyph: "H2", run: (e) => e.chain().toggleHeading({ level: 2 }).run() },
  { key: "h3", label: "Heading H3", glyph: "H3", run: (e) => e.chain().toggleHeading({ level: 3 }).run() },
  { key: "h4", label: "Heading H4", glyph: "H4", run: (e) => e.chain().toggleHeading({ level: 4 }).run() },
  { key: "bulletList", label: "Bulleted list", glyph: "• List", run: (e) => e.chain().toggleBulletList().run() },
  { key: "orderedList", label: "Numbered list", glyph: "1. List", run: (e) => e.chain().toggleOrderedList().run() },
  { key: "blockquote", label: "Quote", glyph: "“ Quote", run: (e) => e.chain().toggleBlockquote().run() },
];

/**
 * The console's rich-text field (articles, job openings, Terms, Privacy). Its HTML is sanitised
 * again on save; a parent's new `value` (a reloaded record) replaces the text, its own echo does not.
 * Tab goes label -> toolbar (arrow keys inside it) -> text -> next field: the text never keeps Tab,
 * so list items are not indented with it.
 */
export function RichTextEditor({ id, label, value, onChange, invalid, describedBy }: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const onChangeRef = useRef(onChange);
  // What the editor reported and the parent has not yet given back: a render can bring an older
  // echo after newer keystrokes (React batches), and that must not put the older text back.
  const echoes = useRef<string[]>([]);
  const [initialValue] = useState(value);
  const [linkOpen, setLinkOpen] = useState(false);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        "aria-labelledby": labelId,
        "aria-multiline": "true",
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: styles.content,
      },
      // Returning true leaves Tab to the browser: ProseMirror neither handles nor prevents it.
      handleDOMEvents: { keydown: (_view: unknown, event: globalThis.KeyboardEvent) => event.key === "Tab" },
      handleKeyDown: (_view: unknown, event: globalThis.KeyboardEvent) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
          setLinkOpen(true);
          return true;
        }
        return false;
      },
      // A pasted h1 becomes an h2 as it would on save; h5 and h6, which the sanitiser would flatten
      // to text, become h4.
      transformPastedHTML: (html: string) => html.replace(/<(\/?)h1\b/gi, "<$1h2").replace(/<(\/?)h[56]\b/gi, "<$1h4"),
    }),
    [id, labelId, describedBy, invalid],
  );

  const editor = useEditor({
    extensions: richTextExtensions,
    content: initialValue,
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      echoes.current = [...echoes.current.slice(-(MAX_ECHOES - 1)), html];
      onChangeRef.current(html);
    },
  });

  // Only a value that is neither an echo of our own output nor what the editor holds (a reloaded
  // record) replaces the text; echoes come back in order, so those before it are dropped too.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const echo = echoes.current.indexOf(value);
    if (echo >= 0) {
      echoes.current = echoes.current.slice(echo + 1);
      return;
    }
    echoes.current = [];
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Closing from the toolbar puts the focus back in the text, not on the vanished address field.
  const toggleLink = () => {
    if (linkOpen) editor?.commands.focus();
    setLinkOpen(!linkOpen);
  };

  return (
    <div className={styles.field}>
      {/* Not a <label>: it can only name form controls; the text area names itself by aria-labelledby. */}
      <div id={labelId} className={styles.label} onClick={() => editor?.commands.focus()}>
        {label}
      </div>
      <div className={`${styles.frame} ${invalid ? styles.invalid : ""}`}>
        <Toolbar editor={editor} id={id} label={label} linkOpen={linkOpen} onLink={toggleLink} />
        {editor && linkOpen ? <LinkForm editor={editor} id={id} onClose={() => setLinkOpen(false)} /> : null}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function Toolbar({ editor, id, label, linkOpen, onLink }: { editor: Editor | null; id: string; label: string; linkOpen: boolean; onLink: () => void }) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            h4: e.isActive("heading", { level: 4 }),
            bulletList: e.isActive("bulletList"),
            orderedList: e.isActive("orderedList"),
            blockquote: e.isActive("blockquote"),
            link: e.isActive("link"),
            undo: e.can().undo(),
            redo: e.can().redo(),
          }
        : null,
  });
  const count = TOOLS.length + 3;

  // WAI-ARIA toolbar: one tab stop; arrows, Home and End move between the buttons, wrapping round.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + count) % count;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  const button = (index: number, props: { label: string; glyph: ReactNode; onClick: () => void; shortcut?: string; pressed?: boolean; disabled?: boolean; expanded?: boolean }) => (
    <button
      key={index}
      ref={(el) => {
        buttons.current[index] = el;
      }}
      type="button"
      className={styles.tool}
      tabIndex={index === current ? 0 : -1}
      aria-label={props.label}
      aria-pressed={props.pressed}
      aria-expanded={props.expanded}
      aria-controls={props.expanded ? `${id}-link` : undefined}
      aria-disabled={props.disabled || undefined}
      aria-keyshortcuts={props.shortcut}
      title={props.label}
      // A mouse press leaves the focus (and the selection) in the text.
      onMouseDown={(event) => event.preventDefault()}
      onFocus={() => setCurrent(index)}
      onClick={() => {
        setCurrent(index);
        if (editor && !props.disabled) props.onClick();
      }}
    >
      <span aria-hidden="true">{props.glyph}</span>
    </button>
  );

  return (
    <div role="toolbar" aria-label={`Formatting: ${label}`} aria-controls={id} className={styles.toolbar} onKeyDown={onKeyDown}>
      {TOOLS.map((tool, index) =>
        button(index, { label: tool.label, glyph: tool.glyph, shortcut: tool.shortcut, pressed: state?.[tool.key as keyof typeof state] === true, onClick: () => editor && tool.run(editor) }),
      )}
      {button(TOOLS.length, { label: state?.link ? "Edit link" : "Link", glyph: "Link", shortcut: "Control+K Meta+K", expanded: linkOpen, onClick: onLink })}
      {button(TOOLS.length + 1, { label: "Undo", glyph: "Undo", shortcut: "Control+Z Meta+Z", disabled: !state?.undo, onClick: () => editor?.chain().undo().run() })}
      {button(TOOLS.length + 2, { label: "Redo", glyph: "Redo", shortcut: "Control+Shift+Z Meta+Shift+Z", disabled: !state?.redo, onClick: () => editor?.chain().redo().run() })}
    </div>
  );
}

/** The link's address, asked for in place (no window.prompt); not a <form>, which cannot sit inside the page's form. */
function LinkForm({ editor, id, onClose }: { editor: Editor; id: string; onClose: () => void }) {
  const existing = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [address, setAddress] = useState(existing);
  const [error, setError] = useState("");
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const href = toHref(address);
    if (!href) return remove();
    if (!isAllowedHref(href)) {
      setError("Enter a web address (https://…), an e-mail address, a phone number or a path on this site (/…).");
      return;
    }
    // The sanitiser gives only http(s) links a rel; a mailto, tel or site link without one is kept as it is.
    const attrs = { href, rel: /^https?:/i.test(href) ? EXTERNAL_LINK_REL : null };
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: address.trim(), marks: [{ type: "link", attrs }] }).run();
    } else {
      chain.setLink(attrs).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter would submit the surrounding form.
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };

  return (
    <div id={`${id}-link`} role="group" aria-label="Link" className={styles.linkForm}>
      <label htmlFor={`${id}-link-address`}>Link address</label>
      <input
        ref={input}
        id={`${id}-link-address`}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={address}
        placeholder="https://… or name@example.com"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-link-error` : undefined}
        onChange={(event) => {
          setAddress(event.target.value);
          setError("");
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.linkActions}>
        <button type="button" className={styles.action} onClick={apply}>
          Apply
        </button>
        {existing ? (
          <button type="button" className={styles.action} onClick={remove}>
            Remove link
          </button>
        ) : null}
        <button type="button" className={styles.action} onClick={close}>
          Cancel
        </button>
      </div>
      {error ? (
        <p id={`${id}-link-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
