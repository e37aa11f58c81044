import { PaymentResult } from "@/components/booking/payment-result";
import { PrivatePageFrame, privatePageMetadata } from "@/app/(en)/private-page-frame";
import { NoOrder, orderIdOf } from "@/app/(en)/payment/order-page";

export const metadata = privatePageMetadata("payment-failed");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PaymentFailedPage({ searchParams }: Props) {
  const orderId = await orderIdOf(searchParams);
  return (
    <PrivatePageFrame page="payment-failed">
      {orderId ? <PaymentResult orderId={orderId} kind="failed" /> : <NoOrder kind="payment-failed" />}
    </PrivatePageFrame>
  );
}
