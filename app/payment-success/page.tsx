import { PaymentResult } from "@/components/booking/payment-result";
import { BookingPageFrame, bookingPageMetadata, NoOrder, orderIdOf } from "@/app/payment/order-page";

export const metadata = bookingPageMetadata("payment-success");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PaymentSuccessPage({ searchParams }: Props) {
  const orderId = await orderIdOf(searchParams);
  return (
    <BookingPageFrame kind="payment-success">
      {orderId ? <PaymentResult orderId={orderId} kind="success" /> : <NoOrder kind="payment-success" />}
    </BookingPageFrame>
  );
}
