import { PaymentStep } from "@/components/booking/payment-step";
import { getSiteInfo } from "@/lib/server/site";
import { BookingPageFrame, bookingPageMetadata, NoOrder, orderIdOf } from "./order-page";

export const metadata = bookingPageMetadata("payment");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PaymentPage({ searchParams }: Props) {
  const orderId = await orderIdOf(searchParams);
  return (
    <BookingPageFrame kind="payment">
      {orderId ? <PaymentStep orderId={orderId} hospitalName={getSiteInfo().name} /> : <NoOrder kind="payment" />}
    </BookingPageFrame>
  );
}
