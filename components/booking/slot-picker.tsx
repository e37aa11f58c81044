"use client";

import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import type { FreeSlotsResponse, Slot } from "@/lib/contracts/booking";
import { DEFAULT_CHANGE_TIERS, type ChangeTier } from "@/lib/contracts/change-rules";
import { formatAppointment, formatShortDay, formatTime, formatDay, localDateOf } from "@/lib/format/appointment-time";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

const WINDOW_DAYS = 14;

/** The window of days a slot call lists: `days` local days from `from` (today unless given). */
type SlotWindow = { from?: string; days?: number };

/**
 * Where the free slots come from: a typed call that answers FreeSlotsResponse for a window (a
 * doctor's slots, a booking's slots to move to, the desk's), and what it takes besides the window.
 */
export interface SlotSource<I> {
  call: ((input: I & SlotWindow) => Promise<FreeSlotsResponse>) & { readonly path: string };
  input: I;
}

/** A day without a free slot, as its button says it. */
export function dayLabel(state: FreeSlotsResponse["dayStates"][string] | undefined): string {
  if (state === "full") return "full";
  if (state === "over") return "Over";
  if (state === "later") return "Not yet open";
  return "No OPD";
}

/**
 * An accessible date and slot picker: days are toggle buttons (aria-pressed, and the word
 * "selected"), slots are a radio group with a fieldset legend naming the day; a chosen slot
 * shows a check mark and bold text, never colour alone. Works by keyboard alone.
 */
export function SlotPicker<I>({
  source,
  selected,
  onSelect,
  refreshKey = 0,
  onLoaded,
}: {
  source: SlotSource<I> | null;
  selected: Slot | null;
  /** The chosen slot, the hospital's zone and its refund and change rules (stated beside the choice). */
  onSelect: (slot: Slot, timeZone: string, changeTiers: ChangeTier[]) => void;
  refreshKey?: number;
  /** Each window as it is loaded (the booking step offers the waitlist when its days are full). */
  onLoaded?: (data: FreeSlotsResponse) => void;
}) {
  const [data, setData] = useState<FreeSlotsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [from, setFrom] = useState<string | undefined>(undefined);
  const slotsHeading = useRef<HTMLLegendElement>(null);
  // Each picker its own radio group: the desk may have several open on one page.
  const group = useId();
  const sourceKey = source ? JSON.stringify([source.call.path, source.input]) : null;

  const load = useCallback(async () => {
    if (!source) return;
    setLoading(true);
    setError(null);
    try {
      const loaded = await source.call({ ...source.input, days: WINDOW_DAYS, ...(from ? { from } : {}) });
      setData(loaded);
      onLoaded?.(loaded);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The free slots could not be loaded. Please try again.");
    } finally {
      setLoading(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sourceKey, from, refreshKey]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring sessionStorage / the address hash, or fetching on mount: state follows an outside source
    void load();
  }, [load]);

  const timeZone = data?.timeZone ?? "Asia/Kolkata";
  const changeTiers = data?.changeTiers ?? DEFAULT_CHANGE_TIERS;
  const byDay = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const slot of data?.slots ?? []) {
      const key = localDateOf(slot.start, timeZone);
      map.set(key, [...(map.get(key) ?? []), slot]);
    }
    return map;
  }, [data, timeZone]);

  const days = useMemo(() => {
    if (!data) return [];
    const start = from ?? localDateOf(new Date(), timeZone);
    return Array.from({ length: WINDOW_DAYS }, (_, i) => new Date(Date.parse(`${start}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
  }, [data, from, timeZone]);

  useEffect(() => {
    // Open the chosen slot's day, else the first day with a free slot.
    if (!data) return;
    const chosen = selected ? localDateOf(selected.start, timeZone) : null;
    // A slot named in the address (a doctor's profile links to it) is chosen once it is known to be free.
    const known = selected && !selected.end ? data.slots.find((s) => s.start === selected.start) : undefined;
    if (known) onSelect(known, timeZone, changeTiers);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring sessionStorage / the address hash, or fetching on mount: state follows an outside source
    if (chosen && byDay.has(chosen)) setDay(chosen);
    else if (!day || !byDay.has(day)) setDay([...byDay.keys()][0] ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  if (!source) return null;
  if (error) {
    return (
      <div className={styles.fieldset}>
        <p className={form.alert} role="alert">
          {error}
        </p>
        <div className={form.actions}>
          <button type="button" className={form.secondary} onClick={() => void load()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (!data) return <p className={form.muted}>{loading ? "Loading free slots…" : ""}</p>;

  const daySlots = day ? (byDay.get(day) ?? []) : [];
  // A time named in the address (from a profile) that is no longer free: taken since, or past.
  const gone = selected && !selected.end && !data.slots.some((s) => s.start === selected.start) ? selected.start : null;
  return (
    <div className={styles.fieldset}>
      {gone ? (
        <p className={form.notice} role="status">
          {formatAppointment(gone, timeZone)} is no longer free. Please choose another time below.
        </p>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend>Date</legend>
        <ul className={styles.choices}>
          {days.map((d) => {
            const count = byDay.get(d)?.length ?? 0;
            const at = `${d}T12:00:00Z`;
            // No free slot: "full" only when every slot still to come is booked; "Over" when its hours have
            // passed (or are too soon to book), "Not yet open" beyond the booking horizon, "No OPD" on a day the
            // doctor does not sit (leave, a holiday, no sitting that weekday).
            const state = count > 0 ? `${count} free` : dayLabel(data.dayStates[d]);
            return (
              <li key={d}>
                <button
                  type="button"
                  className={styles.dayButton}
                  aria-pressed={day === d}
                  disabled={count === 0}
                  title={formatDay(at, "UTC")}
                  onClick={() => {
                    setDay(d);
                    slotsHeading.current?.focus();
                  }}
                >
                  {/* The name is the visible text, completed for screen readers (no aria-label that differs from what is seen). */}
                  <span>{formatShortDay(at, "UTC")}</span>{" "}
                  <span>
                    {state}
                    {count > 0 ? <span className={styles.visuallyHidden}>{count === 1 ? " slot" : " slots"}</span> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <div className={form.actions}>
          {from ? (
            <button type="button" className={form.secondary} onClick={() => setFrom(undefined)}>
              Earlier dates
            </button>
          ) : null}
          {data.nextAfter ? (
            <button type="button" className={form.secondary} onClick={() => setFrom(localDateOf(data.nextAfter!.start, timeZone))}>
              Later dates
            </button>
          ) : null}
        </div>
      </fieldset>
      {byDay.size === 0 ? (
        <p className={form.notice}>No free slots in these {WINDOW_DAYS} days.{data.nextAfter ? " Try later dates." : " Please call the hospital to book."}</p>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend ref={slotsHeading} tabIndex={-1}>
            {day ? `Time on ${formatDay(`${day}T12:00:00Z`, "UTC")}` : "Time"}
          </legend>
          <ul className={styles.choices}>
            {daySlots.map((slot) => (
              <li key={slot.start} className={styles.choice}>
                <input
                  type="radio"
                  name={group}
                  id={`${group}-${slot.start}`}
                  value={slot.start}
                  checked={selected?.start === slot.start}
                  onChange={() => onSelect(slot, timeZone, changeTiers)}
                  aria-label={`${formatTime(slot.start, timeZone)} to ${formatTime(slot.end, timeZone)}`}
                />
                <span aria-hidden="true">{formatTime(slot.start, timeZone)}</span>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
