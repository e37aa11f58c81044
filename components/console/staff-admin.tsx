"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { createStaff, disableStaff, enableStaff, endStaffSessions } from "@/lib/api/console-calls";
import { PASSWORD_MIN, STAFF_ROLE_TEXT, STAFF_ROLES, staffCreateSchema, type StaffAccount } from "@/lib/contracts/staff";
import { formatDate } from "@/lib/format/date";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";
import { ACTION_COLUMN, ConsoleTable } from "./console-list";
import styles from "./console.module.scss";
import { useConsoleAction } from "./use-console-action";

const EMPTY = { name: "", email: "", role: "front_desk", password: "" };

/** Staff accounts (admin): the list with disable and enable and ending all of an account's sessions, and a form for a new account. */
export function StaffAdmin({ accounts, meId, timeZone }: { accounts: StaffAccount[]; meId: string; timeZone: string }) {
  const router = useRouter();
  const state = useVisitorForm("staff", EMPTY);
  const [creating, setCreating] = useState(false);
  const action = useConsoleAction();
  const busy = creating || action.busy;

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

  return (
    <>
      <section className={styles.panel} aria-labelledby="accounts-title">
        <h2 id="accounts-title">Accounts</h2>
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
