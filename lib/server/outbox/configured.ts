import "server-only";
import { getConfig } from "../config";
import type { EmailSender, SmsSender } from "./senders";
import { SendError } from "./senders";
import { consoleEmailSender, consoleSmsSender } from "./stdout-senders";
import { msg91SmsSender } from "./msg91";
import { smtpEmailSender } from "./smtp";

export interface Senders {
  sms: SmsSender;
  email: EmailSender;
  /** Posts a webhook (the sandbox gateway's events) to a URL. */
  webhook: (url: string, body: string, headers: Record<string, string>) => Promise<void>;
}

async function postWebhook(url: string, body: string, headers: Record<string, string>): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body, headers: { "content-type": "application/json", ...headers }, signal: AbortSignal.timeout(5000) });
  } catch (error) {
    throw new SendError("The webhook could not be delivered (network)", true, { cause: error });
  }
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new SendError(`The webhook was answered ${response.status}`, response.status >= 500 || response.status === 429);
}

interface SendersStore {
  __hospitalSenders?: Senders;
}
const store = globalThis as SendersStore;

/** The senders the settings name (docs/booking.md, "Messages"), made once per process. */
export function configuredSenders(): Senders {
  if (!store.__hospitalSenders) {
    const config = getConfig();
    store.__hospitalSenders = {
      sms: config.sms.gateway === "msg91" ? msg91SmsSender({ authKey: config.sms.authKey, templateId: config.sms.templateId, baseUrl: config.sms.baseUrl }) : consoleSmsSender(),
      email: config.smtpUrl ? smtpEmailSender({ url: config.smtpUrl, from: config.mailFrom }) : consoleEmailSender(),
      webhook: postWebhook,
    };
  }
  return store.__hospitalSenders;
}

/**
 * Replaces the senders of this process (tests: a recording or failing SMS sender); `undefined` goes back to the settings' own.
 * @internal
 */
export function replaceSenders(senders: Partial<Senders> | undefined): void {
  store.__hospitalSenders = senders ? { ...configuredSenders(), ...senders } : undefined;
}
