import { PaymentStep } from "@/components/booking/payment-step";
import { getSiteInfo } from "@/lib/server/site";
import { PrivatePageFrame, privatePageMetadata } from "@/app/(en)/private-page-frame";
import { NoOrder, orderIdOf } from "./order-page";

export const metadata = privatePageMetadata("payment");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PaymentPage({ searchParams }: Props) {
  const orderId = await orderIdOf(searchParams);
  return (
    <PrivatePageFrame page="payment">
      {orderId ? <PaymentStep orderId={orderId} hospitalName={getSiteInfo().name} /> : <NoOrder kind="payment" />}
    </PrivatePageFrame>
  );
}
