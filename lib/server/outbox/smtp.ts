import "server-only";
import nodemailer from "nodemailer";
import { SendError, type EmailSender } from "./senders";

/** E-mail by SMTP (nodemailer, pooled), with SMTP_URL such as smtps://user:password@smtp.example.in:465. */
export function smtpEmailSender(options: { url: string; from: string; timeoutMs?: number }): EmailSender & { close(): void } {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport(options.url, { pool: true, maxConnections: 2, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout } as never);
  return {
    name: "smtp",
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          messageId: `<${message.idempotencyKey}@hospital>`,
          attachments: message.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
        });
        return { providerId: info.messageId };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx: the server refused for good (bad address, policy); 4xx and connection errors pass.
        const permanent = typeof code === "number" && code >= 500;
        throw new SendError(`SMTP ${permanent ? "refused" : "could not take"} the message${code ? ` (${code})` : ""}`, !permanent);
      }
    },
    close: () => transport.close(),
  };
}
