import { getSiteInfo } from "@/lib/server/site";
import { orderIdSchema } from "@/lib/contracts/booking";
import { NoOrderNotice, type PaymentPageKind } from "@/components/payments/no-order-notice";

/** `?orderId=` when it is a well-formed order id, else null (the page then says there is no order). */
export async function orderIdOf(searchParams: Promise<Record<string, string | string[] | undefined>>): Promise<string | null> {
  const raw = (await searchParams).orderId;
  const parsed = orderIdSchema.safeParse({ orderId: Array.isArray(raw) ? raw[0] : raw });
  return parsed.success ? parsed.data.orderId : null;
}

export function NoOrder({ kind }: { kind: PaymentPageKind }) {
  return <NoOrderNotice kind={kind} phone={getSiteInfo().emergencyPhone} />;
}
