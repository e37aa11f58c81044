import "server-only";
import crypto from "node:crypto";

/** HMAC-SHA256 as lower-case hex: Razorpay's payment and webhook signatures. */
export function hmacHex(secret: string, message: string): string {
  return crypto.createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

/** Compares a received hex signature in constant time; anything malformed is simply false. */
export function signatureMatches(expectedHex: string, received: unknown): boolean {
  if (typeof received !== "string" || !/^[0-9a-f]+$/i.test(received) || received.length !== expectedHex.length) return false;
  return crypto.timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(received.toLowerCase(), "hex"));
}

/** Checkout's signature of a payment: `order_id|payment_id`. */
export const paymentSignature = (secret: string, orderId: string, paymentId: string): string => hmacHex(secret, `${orderId}|${paymentId}`);
