"use client";

import { ApiError } from "@/lib/api/client";
import { claimOrder } from "@/lib/api/calls";
import { ROUTES } from "@/lib/routes";
import { Link } from "@/components/ui/link";
import { AnotherNumberNeeded, PhoneVerifier } from "./phone-verifier";
import { useFocusTarget } from "./use-focus-target";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

/**
 * A payment page opened without a valid booking token (another device, after the token's
 * 30 minutes, a shared link): instead of the not-found page, what helps. Paid already: the
 * booking is safe and its SMS has the link. Not paid: the visitor verifies the booking's mobile
 * number here, and the order passes to this device (`claim-order`; another number gets "not
 * found"). Or books anew.
 */
export function VerifyToContinue({ orderId, onVerified }: { orderId: string; onVerified: () => void }) {
  const focus = useFocusTarget("verify");
  const claim = async () => {
    try {
      await claimOrder({ orderId });
    } catch (e) {
      // Verified, but not the booking's number.
      if (e instanceof ApiError && e.status === 404) throw new AnotherNumberNeeded("This order was made with another mobile number. Enter the number the booking was made with, or book a new appointment.");
      throw e;
    }
    onVerified();
  };

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading} ref={focus} tabIndex={-1}>
        Continue with this booking
      </h2>
      <p>
        This page needs the mobile number of the booking verified on this device in the last 30 minutes. If you have already paid, your booking is safe: the SMS (and
        e-mail) we sent has the link to see, move or cancel it.
      </p>
      <PhoneVerifier id="continue" label="Mobile number of the booking" verifyLabel="Verify and continue" afterVerify={claim}>
        <Link className={form.secondary} href={ROUTES.appointment}>
          Book a new appointment
        </Link>
      </PhoneVerifier>
    </div>
  );
}
