"use client";

import { useCallback, useEffect, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { getOrderInfo } from "@/lib/api/calls";
import type { OrderInfo } from "@/lib/contracts/booking";

/** The order named in the address (`?orderId=`), read with the booking token. */
export function useOrder(orderId: string) {
  const [order, setOrder] = useState<OrderInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** No valid token on this device (another device, later, a shared link): the page offers to verify the phone again. */
  const [unverified, setUnverified] = useState(false);
  const load = useCallback(async () => {
    try {
      const data = await getOrderInfo({ orderId });
      setOrder(data);
      setError(null);
      setUnverified(false);
      return data;
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) setUnverified(true);
      else setError(e instanceof ApiError ? e.message : "The order could not be loaded. Please reload the page.");
      return null;
    }
  }, [orderId]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring sessionStorage / the address hash, or fetching on mount: state follows an outside source
    void load();
  }, [load]);
  return { order, error, unverified, reload: load };
}

/** "9 minutes 12 seconds" left of a hold, ticking. */
export function useCountdown(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return until ? Math.max(0, Math.floor((Date.parse(until) - now) / 1000)) : 0;
}

export const minutesAndSeconds = (seconds: number): string => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
