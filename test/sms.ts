import { replaceSenders } from "@/lib/server/outbox/configured";
import { SendError } from "@/lib/server/outbox/senders";

/**
 * The SMS sender of a test: records every message, as the console sender would print it, and
 * can be told to fail (a refusal) or to hang (a gateway that never answers) for the next sends.
 */
export function recordSms() {
  const sent: { to: string; text: string }[] = [];
  let mode: "ok" | "refuse" | "hang" = "ok";
  const install = () =>
    replaceSenders({
      sms: {
        name: "test",
        async send(message) {
          if (mode === "refuse") throw new SendError("the gateway refused the message (test)", false);
          if (mode === "hang") return new Promise<never>(() => undefined);
          sent.push({ to: message.to, text: message.text });
          return {};
        },
      },
    });
  install();
  return {
    sent,
    /** Puts this recorder back after a test used the configured senders. */
    install,
    /** The code of the last SMS to this number. */
    lastCodeTo(phone: string): string {
      const last = sent.filter((m) => m.to === phone).at(-1);
      if (!last) throw new Error(`no SMS was sent to ${phone}`);
      return /\b(\d{6})\b/.exec(last.text)![1];
    },
    failWith(next: "ok" | "refuse" | "hang") {
      mode = next;
    },
    stop: () => replaceSenders(undefined),
  };
}
