"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { createStaff, disableStaff, enableStaff, endStaffSessions, resetStaffFactors } from "@/lib/api/console-calls";
import { ApiError } from "@/lib/api/client";
import { PASSWORD_MIN, STAFF_ROLE_TEXT, STAFF_ROLES, staffCreateSchema, type StaffAccount } from "@/lib/contracts/staff";
import { formatDate } from "@/lib/format/date";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";
import { ConfirmGroup } from "./confirm-group";
import { ACTION_COLUMN, ConsoleTable } from "./console-list";
import styles from "./console.module.scss";
import { useConsoleAction } from "./use-console-action";

const EMPTY = { name: "", email: "", role: "front_desk", password: "" };

/** How many sessions a reset ended, in words. */
const sessionsEnded = (n: number) => (n === 0 ? "no session was open" : n === 1 ? "1 session ended" : `${n} sessions ended`);

/**
 * Staff accounts (admin): the list with disable and enable, ending all of an account's sessions
 * and resetting its second factor (asked twice; the outcome stays in a status message), and a
 * form for a new account.
 */
export function StaffAdmin({ accounts, meId, timeZone }: { accounts: StaffAccount[]; meId: string; timeZone: string }) {
  const router = useRouter();
  const state = useVisitorForm("staff", EMPTY);
  const [creating, setCreating] = useState(false);
  const action = useConsoleAction();
  const [resetting, setResetting] = useState<{ id: string; sending: boolean } | null>(null);
  const [status, setStatus] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = creating || action.busy || Boolean(resetting?.sending);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const parsed = staffCreateSchema.safeParse(state.values);
    if (!parsed.success) {
      state.refuse(parsed.error.issues);
      return;
    }
    setCreating(true);
    try {
      await createStaff(parsed.data);
      state.succeed(`${state.values.name} can now sign in with the password you chose. Ask them to change it.`, "Account created.");
      router.refresh();
    } catch (e) {
      state.fail(e, "The account could not be created. Please try again.");
    } finally {
      setCreating(false);
    }
  };

  const toggle = (account: StaffAccount) =>
    action.run(
      () => (account.disabled ? enableStaff : disableStaff)({ id: account.id }),
      account.disabled ? `${account.name} can sign in again.` : `${account.name} is disabled and signed out everywhere.`,
    );

  const endSessions = (account: StaffAccount) =>
    action.run(() => endStaffSessions({ id: account.id }), `${account.name} is signed out of the console everywhere; they can sign in again.`);

  /** Removes every second factor of another account: its sessions end, and it sets one up again at its next sign-in. */
  const resetFactors = async (account: StaffAccount) => {
    setResetting({ id: account.id, sending: true });
    try {
      const reset = await resetStaffFactors({ id: account.id });
      setStatus(`Reset the second factor of ${account.name}: ${sessionsEnded(reset.sessionsEnded)}. They set up a new one at their next sign-in.`);
      router.refresh();
    } catch (e) {
      setStatus(e instanceof ApiError ? e.message : `The second factor of ${account.name} could not be reset. Please try again.`);
    } finally {
      setResetting(null);
      // The buttons that asked are gone: focus goes to the heading above the outcome.
      heading.current?.focus();
    }
  };

  return (
    <>
      <section className={styles.panel} aria-labelledby="accounts-title">
        <h2 id="accounts-title" ref={heading} tabIndex={-1}>
          Accounts
        </h2>
        <p role="status">{status}</p>
        <ConsoleTable
          caption="Every person who can sign in to the console, by name."
          columns={["Name", "E-mail", "Role", "Last sign-in", "State", ACTION_COLUMN]}
          items={accounts}
          row={(a) => (
            <>
              <th scope="row">{a.name}</th>
              <td>{a.email}</td>
              <td>{STAFF_ROLE_TEXT[a.role]}</td>
              <td>{a.lastSignInAt ? formatDate(a.lastSignInAt, timeZone) : "Never"}</td>
              <td>{a.disabled ? "Disabled" : "Active"}</td>
              <td>
                {a.id === meId ? (
                  <span className={form.muted}>You</span>
                ) : resetting?.id === a.id ? (
                  <ConfirmGroup
                    label={`Reset the second factor of ${a.name}?`}
                    question={`Reset the second factor of ${a.name}? They are signed out and set up a new one at their next sign-in.`}
                    confirm="Yes, reset it"
                    busy={busy}
                    onConfirm={() => void resetFactors(a)}
                    onKeep={() => {
                      setResetting(null);
                      heading.current?.focus();
                    }}
                  />
                ) : (
                  <span className={styles.inline}>
                    <button type="button" className={a.disabled ? form.secondary : form.danger} disabled={busy} onClick={() => toggle(a)}>
                      {a.disabled ? `Enable ${a.name}` : `Disable ${a.name}`}
                    </button>
                    {a.disabled ? null : (
                      <button type="button" className={form.secondary} disabled={busy} onClick={() => endSessions(a)}>
                        End all sessions of {a.name}
                      </button>
                    )}
                    <button type="button" className={form.secondary} disabled={busy} onClick={() => setResetting({ id: a.id, sending: false })}>
                      Reset second factor of {a.name}
                    </button>
                  </span>
                )}
              </td>
            </>
          )}
        />
      </section>
      <section className={styles.panel} aria-labelledby="new-account-title">
        <h2 id="new-account-title">New account</h2>
        <form method="post" className={form.form} onSubmit={create} noValidate aria-labelledby="new-account-title">
          {state.messages}
          <div className={form.grid}>
            <Field id="staff-name" label="Full name" error={state.errors.name}>
              <input {...state.control("name")} autoComplete="off" maxLength={80} />
            </Field>
            <Field id="staff-email" label="E-mail" error={state.errors.email}>
              <input {...state.control("email")} type="email" autoComplete="off" maxLength={120} />
            </Field>
            <Field id="staff-role" label="Role" error={state.errors.role}>
              <select {...state.control("role")}>
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {STAFF_ROLE_TEXT[r]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="staff-password" label="First password" hint={`At least ${PASSWORD_MIN} characters, not a common password. Give it to the person in person.`} error={state.errors.password}>
              <input {...state.control("password", true)} type="password" autoComplete="new-password" maxLength={128} />
            </Field>
          </div>
          <div className={form.actions}>
            <button type="submit" className={form.primary} disabled={busy}>
              {creating ? "Creating…" : "Create the account"}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
