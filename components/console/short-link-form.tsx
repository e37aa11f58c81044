"use client";

import { DateTime } from "luxon";
import { useRouter } from "next/navigation";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { createShortLink, deleteShortLink, updateShortLink } from "@/lib/api/console-calls";
import { shortLinkCreateSchema, shortLinkUpdateSchema, SHORT_ID_MAX, TARGET_MAX, type ShortLinkEntry } from "@/lib/contracts/short-links";
import { formatAppointment } from "@/lib/format/appointment-time";
import { absoluteUrl, ROUTE_PREFIXES, ROUTES, shortLinkHref } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { DateTimeField } from "./date-time-field";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";
import { useConsoleAction } from "./use-console-action";
import { ConfirmGroup } from "./confirm-group";

type Where = { siteUrl: string; timeZone: string };

const KINDS = [
  { value: "false", label: "Temporary (302): a campaign, or a target that may change" },
  { value: "true", label: "Permanent (301): the page has moved for good" },
];
const TARGET_HINT = `A page of this site, such as ${ROUTES.doctorList} or ${ROUTE_PREFIXES.blog}/a-blog-url?utm_source=poster. Not another website, the console or another short link.`;

/** The hospital's wall-clock time of an instant, as a datetime-local input holds it; "" for none. */
const toLocalInput = (iso: string | null, zone: string) => (iso ? DateTime.fromISO(iso, { zone }).toFormat("yyyy-MM-dd'T'HH:mm") : "");
/** A datetime-local value read in the hospital's time zone; what cannot be read goes as typed, for the schema to refuse. */
const fromLocalInput = (local: string, zone: string): string | null => {
  if (!local.trim()) return null;
  const at = DateTime.fromISO(local, { zone });
  return at.isValid ? at.toISO() : local;
};

const kindText = (permanent: boolean) => (permanent ? "permanent (301)" : "temporary (302)");

/** The values of both forms (the edit form's id is fixed). */
type LinkValues = { id: string; target: string; permanent: string; expiresAt: string };

function LinkFields({ state, prefix, timeZone }: { state: ReturnType<typeof useVisitorForm<LinkValues>>; prefix: string; timeZone: string }) {
  return (
    <>
      <Field id={`${prefix}-target`} label="Leads to" hint={TARGET_HINT} error={state.errors.target} wide>
        <input {...state.control("target", true)} autoComplete="off" spellCheck={false} maxLength={TARGET_MAX} />
      </Field>
      <Field id={`${prefix}-permanent`} label="Kind of redirect" error={state.errors.permanent}>
        <select {...state.control("permanent")}>
          {KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </Field>
      <DateTimeField
        id={`${prefix}-expiresAt`}
        label="Expires (optional)"
        help={`Hospital time (${timeZone}). Blank: never. After it the link answers "not found".`}
        value={state.values.expiresAt}
        onChange={(value) => state.setValue("expiresAt", value)}
        error={state.errors.expiresAt}
      />
    </>
  );
}

/** A new short link (editor): its id (or a random one), where it leads, 301 or 302, and an optional expiry. */
export function ShortLinkCreateForm({ siteUrl, timeZone }: Where) {
  const router = useRouter();
  const state = useVisitorForm<LinkValues>("new-link", { id: "", target: "", permanent: "false", expiresAt: "" });
  const [busy, setBusy] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const body = { id: state.values.id, target: state.values.target, permanent: state.values.permanent === "true", expiresAt: fromLocalInput(state.values.expiresAt, timeZone) };
    const parsed = shortLinkCreateSchema.safeParse(body);
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    setBusy(true);
    try {
      const data = await createShortLink(body);
      state.succeed(`${absoluteUrl(siteUrl, shortLinkHref(data.id))} now leads to ${data.target}. It is at the top of the list below.`, "Short link created.");
      router.refresh();
    } catch (e) {
      state.fail(e, "The link could not be created. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" className={form.form} onSubmit={create} noValidate aria-labelledby="new-link-title">
      <h2 id="new-link-title">New short link</h2>
      {state.messages}
      <div className={form.grid}>
        <Field id="new-link-id" label="Id (optional)" hint={`The address is ${absoluteUrl(siteUrl, shortLinkHref(""))}<id>. Letters, digits, - and _; blank for a random one.`} error={state.errors.id}>
          <input {...state.control("id", true)} autoComplete="off" spellCheck={false} maxLength={SHORT_ID_MAX} />
        </Field>
        <LinkFields state={state} prefix="new-link" timeZone={timeZone} />
      </div>
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy}>
          {busy ? "Creating…" : "Create the short link"}
        </button>
      </div>
    </form>
  );
}

/** What another editor changed: each field of the version loaded that differs now. */
function differences(loaded: ShortLinkEntry, now: ShortLinkEntry, timeZone: string): string[] {
  const expiry = (iso: string | null) => (iso ? formatAppointment(iso, timeZone) : "never");
  const out: string[] = [];
  if (loaded.target !== now.target) out.push(`Leads to: was ${loaded.target}, now ${now.target}`);
  if (loaded.permanent !== now.permanent) out.push(`Kind: was ${kindText(loaded.permanent)}, now ${kindText(now.permanent)}`);
  if (loaded.expiresAt !== now.expiresAt) out.push(`Expires: was ${expiry(loaded.expiresAt)}, now ${expiry(now.expiresAt)}`);
  return out;
}

/** The edit form of one link; a change made meanwhile by someone else is shown, and the next save replaces it knowingly. */
function ShortLinkEditForm({ link, timeZone, onClose }: { link: ShortLinkEntry; timeZone: string; onClose: () => void }) {
  const router = useRouter();
  const prefix = `edit-${link.id}`;
  const state = useVisitorForm<LinkValues>(prefix, { id: link.id, target: link.target, permanent: String(link.permanent), expiresAt: toLocalInput(link.expiresAt, timeZone) });
  const [base, setBase] = useState(link);
  const [changed, setChanged] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const expiresAt = fromLocalInput(state.values.expiresAt, timeZone);
    const permanent = state.values.permanent === "true";
    // Only what the editor changed: an older link's absolute target, or an expiry already past, stays as it is unless replaced.
    const body = {
      id: link.id,
      updatedAt: base.updatedAt,
      ...(state.values.target !== base.target ? { target: state.values.target } : {}),
      ...(permanent !== base.permanent ? { permanent } : {}),
      ...(state.values.expiresAt !== toLocalInput(base.expiresAt, timeZone) ? { expiresAt } : {}),
    };
    const parsed = shortLinkUpdateSchema.safeParse(body);
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    setBusy(true);
    try {
      // The saved link, or the link as someone else left it (a refusal: 409 `stale`).
      const outcome = await updateShortLink(body);
      if (!outcome.ok) {
        const now = outcome.refusal.current;
        // A field the editor left alone takes the other change; what they typed stays.
        const adopt = (key: "target" | "permanent" | "expiresAt", loaded: string, current: string) => {
          if (state.values[key] === loaded) state.set(key)({ target: { value: current } } as ChangeEvent<HTMLInputElement>);
        };
        adopt("target", base.target, now.target);
        adopt("permanent", String(base.permanent), String(now.permanent));
        adopt("expiresAt", toLocalInput(base.expiresAt, timeZone), toLocalInput(now.expiresAt, timeZone));
        setChanged(differences(base, now, timeZone));
        setBase(now);
        return;
      }
      notify.success(`Saved: ${shortLinkHref(link.id)} leads to ${outcome.data.target}, ${kindText(outcome.data.permanent)}.`);
      onClose();
      router.refresh();
    } catch (e) {
      state.fail(e, "The link could not be saved. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" className={form.form} onSubmit={save} noValidate aria-label={`Edit ${shortLinkHref(link.id)}`}>
      {changed ? (
        <div className={form.alert} role="alert">
          <p className={form.muted}>Someone changed this link after you opened it{changed.length ? ":" : ", though not where it leads, its kind or its expiry."}</p>
          {changed.length ? (
            <ul>
              {changed.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          <p className={form.muted}>The form shows your changes, and theirs where you changed nothing: save again to keep what the form shows, or cancel to keep the link as it is now.</p>
        </div>
      ) : null}
      {state.messages}
      <div className={form.grid}>
        <LinkFields state={state} prefix={prefix} timeZone={timeZone} />
      </div>
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy}>
          {busy ? "Saving…" : changed ? "Save mine instead" : "Save"}
        </button>
        <button type="button" className={form.secondary} disabled={busy} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Edit and delete of one link in the list; deleting is asked twice. */
export function ShortLinkActions({ link, timeZone }: { link: ShortLinkEntry; timeZone: string }) {
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const { busy, run } = useConsoleAction();
  const address = shortLinkHref(link.id);
  if (editing) return <ShortLinkEditForm link={link} timeZone={timeZone} onClose={() => setEditing(false)} />;
  return (
    <div className={styles.inline}>
      {asking ? (
        <ConfirmGroup
          label={`Delete ${address}?`}
          question="Delete it? Anyone who follows it then gets “not found”."
          confirm={`Yes, delete ${address}`}
          busy={busy}
          onConfirm={async () => setAsking(!(await run(() => deleteShortLink({ id: link.id }), `${address} is deleted.`)))}
          onKeep={() => setAsking(false)}
        />
      ) : (
        <>
          <button type="button" className={form.secondary} disabled={busy} onClick={() => setEditing(true)}>
            Edit {address}
          </button>
          <button type="button" className={form.danger} disabled={busy} onClick={() => setAsking(true)}>
            Delete {address}
          </button>
        </>
      )}
    </div>
  );
}
