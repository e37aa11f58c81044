"use client";

import type { ReactNode } from "react";
import type { OrderInfo } from "@/lib/contracts/booking";
import { PanelLoading, PanelProblem } from "./link-page";
import { useFocusTarget } from "./use-focus-target";
import { useOrder } from "./use-order";
import { VerifyToContinue } from "./verify-to-continue";

/**
 * The shell of the payment pages (/payment, /payment-success, /payment-failed): the order named
 * in the address, read with the booking token. Without a valid token, the booking's phone is
 * verified again (VerifyToContinue); an order that cannot be read says why, with the focus on
 * it; then the page shows the order (`children`, which may `reload` it).
 */
export function OrderShell({
  orderId,
  loading,
  bookOnError = false,
  children,
}: {
  orderId: string;
  loading: string;
  /** The way to book beside an order that cannot be read. */
  bookOnError?: boolean;
  children: (order: OrderInfo, reload: () => Promise<OrderInfo | null>) => ReactNode;
}) {
  const { order, error, unverified, reload } = useOrder(orderId);
  const focus = useFocusTarget(error && !unverified ? "error" : null);
  if (unverified) return <VerifyToContinue orderId={orderId} onVerified={() => void reload()} />;
  if (error) return <PanelProblem error={error} focus={focus} book={bookOnError} />;
  if (!order) return <PanelLoading text={loading} />;
  return children(order, reload);
}
