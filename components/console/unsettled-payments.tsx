import { UNSETTLED_REASON_TEXT, type UnsettledPayment } from "@/lib/contracts/staff";
import { formatAppointment } from "@/lib/format/appointment-time";
import { formatFee } from "@/lib/format/money";
import form from "@/components/ui/form.module.scss";
import { TableBox } from "./console-list";
import { RetryRefundButton } from "./retry-refund";
import { SettleReviewForm } from "./settle-review";
import styles from "./console.module.scss";

/**
 * The bookings desk's "Payments to settle": captured payments the site has not finished with
 * (a refund the gateway has not taken yet, or a payment the gateway and the site disagree on).
 * The hourly reconciliation asks again for every refund due; a row that stays needs a call to
 * the gateway's dashboard. Nothing is shown when all payments are settled.
 */
export function UnsettledPayments({ payments, timeZone }: { payments: UnsettledPayment[]; timeZone: string }) {
  if (!payments.length) return null;
  return (
    <section aria-labelledby="unsettled-payments">
      <h2 id="unsettled-payments">Payments to settle ({payments.length})</h2>
      <p className={form.muted}>Refunds are asked of the payment gateway again every hour. A payment marked for review needs a look in the gateway&apos;s dashboard; then write down what was done and mark it settled.</p>
      <TableBox label="Unsettled payments, oldest first">
        <table className={styles.table}>
          <caption className={form.muted}>Unsettled payments, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Booking</th>
              <th scope="col">Payment</th>
              <th scope="col">What is left</th>
              <th scope="col">Since</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.paymentId}>
                <th scope="row">{p.reference}</th>
                <td>
                  {formatFee({ amount: p.amount, currency: p.currency })}
                  <br />
                  <span className={form.muted}>{p.paymentId}</span>
                </td>
                <td>
                  {p.status === "review" ? <strong>Review at the gateway</strong> : `Refund of ${formatFee({ amount: p.refundAmount ?? p.amount, currency: p.currency })} due`}
                  {p.reason ? <span className={form.muted}> · {UNSETTLED_REASON_TEXT[p.reason]}</span> : null}
                  {p.refundAttempts ? <span className={form.muted}> · {p.refundAttempts === 1 ? "1 try" : `${p.refundAttempts} tries`}</span> : null}
                  {p.note ? <p className={styles.message}>{p.note}</p> : null}
                  {p.status === "refund_due" ? <RetryRefundButton paymentId={p.paymentId} reference={p.reference} /> : <SettleReviewForm paymentId={p.paymentId} reference={p.reference} />}
                </td>
                <td>{formatAppointment(p.since, timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </section>
  );
}
