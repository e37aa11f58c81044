import "server-only";

/**
 * What the outbox dispatcher hands a message to (docs/ARCHITECTURE.md "Outside services"): SMS by
 * the console (default) or an HTTP SMS gateway, e-mail by the console (default) or SMTP.
 * A sender throws SendError; `retryable` decides whether the outbox tries again with back-off.
 */
interface SmsMessage {
  /** E.164, such as +919876543210. */
  to: string;
  text: string;
  /** The outbox row's id: a gateway that accepts one gets it, so a retry is not sent twice. */
  idempotencyKey: string;
  /** How long to wait for the gateway's answer (a one-time code is sent while the visitor waits); the sender's own default otherwise. */
  timeoutMs?: number;
}

interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  idempotencyKey: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<{ providerId?: string }>;
}

export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<{ providerId?: string }>;
}

export class SendError extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "SendError";
    this.retryable = retryable;
  }
}
