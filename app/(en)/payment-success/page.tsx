import { PaymentResult } from "@/components/booking/payment-result";
import { PrivatePageFrame, privatePageMetadata } from "@/app/(en)/private-page-frame";
import { NoOrder, orderIdOf } from "@/app/(en)/payment/order-page";

export const metadata = privatePageMetadata("payment-success");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PaymentSuccessPage({ searchParams }: Props) {
  const orderId = await orderIdOf(searchParams);
  return (
    <PrivatePageFrame page="payment-success">
      {orderId ? <PaymentResult orderId={orderId} kind="success" /> : <NoOrder kind="payment-success" />}
    </PrivatePageFrame>
  );
}
