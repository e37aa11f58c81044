"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, browser } from "@/lib/api/client";
import { exportMyData, getMyData, withdrawConsent } from "@/lib/api/calls";
import type { ErasureResult, MyData as MyDataAnswer } from "@/lib/contracts/my-data";
import { maskPhone } from "@/lib/contracts/booking";
import { PhoneVerifier } from "@/components/booking/phone-verifier";
import { PanelNotices } from "@/components/booking/link-page";
import { Records } from "./records";
import { CorrectionForm, EraseForm, ErasureDone } from "./requests";
import form from "@/components/ui/form.module.scss";
import styles from "./my-data.module.scss";

type View = { kind: "loading" } | { kind: "verify" } | { kind: "data"; data: MyDataAnswer } | { kind: "erased"; result: ErasureResult };

/**
 * /my-data: the phone is verified (or the token of a verification made on this device in the
 * last 30 minutes is used), then every record the hospital holds against it is shown, with the
 * person's rights beside them: download, withdraw a consent in one click, ask for a correction,
 * erase. Nothing of it travels in the address.
 */
export function MyData({ timeZone }: { timeZone: string }) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(0);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const load = useCallback(async (focus: boolean) => {
    if (!browser.readToken()) {
      setView({ kind: "verify" });
      return;
    }
    try {
      setView({ kind: "data", data: await getMyData() });
      if (focus) setFocusHeading((n) => n + 1);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) setError(e instanceof ApiError ? e.message : "Your data could not be loaded. Please try again.");
      setView({ kind: "verify" });
    }
  }, []);

  useEffect(() => {
    // The stored token, when there is one, is checked by the server (it may have expired).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(false);
  }, [load]);

  const act = async (run: () => Promise<string>) => {
    setError(null);
    setStatus(null);
    try {
      setStatus(await run());
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) setView({ kind: "verify" });
      setError(e instanceof ApiError ? e.message : "That did not work. Please try again.");
    }
  };

  const download = () =>
    act(async () => {
      const blob = await exportMyData();
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = "my-data.json";
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return "Your data was downloaded as a JSON file.";
    });

  const withdraw = (purpose: "reminders" | "remember_details") =>
    act(async () => {
      const { reference } = await withdrawConsent({ purpose });
      await load(false);
      return purpose === "reminders" ? `Reminders are stopped (request ${reference}).` : `Your details will no longer be remembered (request ${reference}).`;
    });

  if (view.kind === "loading") return <p className={form.muted}>Loading…</p>;

  if (view.kind === "erased") return <ErasureDone result={view.result} />;

  if (view.kind === "verify") {
    return (
      <div className={styles.panel}>
        <h2>Verify your mobile number</h2>
        <p>We show the records held against a mobile number only to whoever can receive its SMS. We send a one-time code to it.</p>
        {error ? (
          <p className={form.alert} role="alert">
            {error}
          </p>
        ) : null}
        <PhoneVerifier id="my-data" label="Your mobile number" hint="The number you booked or wrote to us with." verifyLabel="Verify and show my data" purpose="my_data" afterVerify={() => load(true)} />
      </div>
    );
  }

  const { data } = view;
  // Reminders are sent only with a live consent (the booking form's box): without one, there is nothing to stop.
  const reminders = data.consents.some((c) => c.purpose === "reminders" && !c.withdrawnAt);
  const remindersEver = data.consents.some((c) => c.purpose === "reminders");
  const remembering = data.consents.some((c) => c.purpose === "remember_details" && !c.withdrawnAt);
  return (
    <div className={styles.panel}>
      <h2 ref={heading} tabIndex={-1}>
        Records held against {maskPhone(data.phone)}
      </h2>
      <p className={form.muted}>This view is request {data.reference}. It is shown only on this device and is not kept in the page&apos;s address.</p>
      <div aria-live="polite">
        <PanelNotices message={status} error={error} />
      </div>
      <div className={form.actions}>
        <button type="button" className={form.secondary} onClick={() => void download()}>
          Download my data (JSON)
        </button>
        <button type="button" className={form.secondary} onClick={() => void withdraw("reminders")} disabled={!reminders}>
          {reminders ? "Stop appointment reminders" : remindersEver ? "Reminders are stopped" : "No reminders are sent (none asked for)"}
        </button>
        {remembering ? (
          <button type="button" className={form.secondary} onClick={() => void withdraw("remember_details")}>
            Stop remembering my details
          </button>
        ) : null}
      </div>
      <Records data={data} timeZone={timeZone} />
      <CorrectionForm onDone={() => void load(false)} />
      <EraseForm
        onErased={(result) => {
          browser.clearToken();
          setView({ kind: "erased", result });
        }}
      />
    </div>
  );
}
