import { notFound } from "next/navigation";
import { SandboxCheckout } from "@/components/booking/sandbox-checkout";
import { getConfig } from "@/lib/server/config";
import { PrivatePageFrame, privatePageMetadata } from "@/app/(en)/private-page-frame";
import { NoOrder, orderIdOf } from "../order-page";

export const metadata = privatePageMetadata("payment-sandbox");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SandboxCheckoutPage({ searchParams }: Props) {
  // Only while the sandbox is the gateway: a site taking real payments has no test checkout.
  if (getConfig().payments.gateway !== "sandbox") notFound();
  const orderId = await orderIdOf(searchParams);
  return <PrivatePageFrame page="payment-sandbox">{orderId ? <SandboxCheckout orderId={orderId} /> : <NoOrder kind="payment" />}</PrivatePageFrame>;
}
