"use client";

import { useState } from "react";
import { ApiError } from "@/lib/api/client";
import { getBookingCalendar } from "@/lib/api/calls";
import form from "@/components/ui/form.module.scss";

/** Downloads the appointment's .ics file (by order with the token, or by the booking link). */
export function CalendarDownload({ of, reference }: { of: Parameters<typeof getBookingCalendar>[0]; reference: string }) {
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      const blob = await getBookingCalendar(of);
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = `${reference}.ics`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The calendar file could not be made. Please try again.");
    }
  };
  return (
    <>
      <button type="button" className={form.secondary} onClick={() => void download()}>
        Add to calendar (.ics)
      </button>
      {error ? (
        <p className={form.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
