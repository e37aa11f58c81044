import { PaymentResult } from "@/components/booking/payment-result";
import { BookingPageFrame, bookingPageMetadata, NoOrder, orderIdOf } from "@/app/payment/order-page";

export const metadata = bookingPageMetadata("payment-failed");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PaymentFailedPage({ searchParams }: Props) {
  const orderId = await orderIdOf(searchParams);
  return (
    <BookingPageFrame kind="payment-failed">
      {orderId ? <PaymentResult orderId={orderId} kind="failed" /> : <NoOrder kind="payment-failed" />}
    </BookingPageFrame>
  );
}
