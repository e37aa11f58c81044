import "server-only";
import type { EmailSender, SmsSender } from "./senders";

/**
 * The offline defaults (SMS_GATEWAY=console, no SMTP_URL): one line per message on standard
 * output, with the number or address and the text, so a tester can read a code. The messages
 * stay in the outbox table as well.
 */
type Write = (line: string) => void;
const stdout: Write = (line) => process.stdout.write(`${line}\n`);
const oneLine = (text: string, joiner: string) => text.replace(/\r?\n/g, joiner);

export function consoleSmsSender(write: Write = stdout): SmsSender {
  return {
    name: "console",
    async send(message) {
      write(`SMS to ${message.to}: ${oneLine(message.text, " ")}`);
      return {};
    },
  };
}

export function consoleEmailSender(write: Write = stdout): EmailSender {
  return {
    name: "console",
    async send(message) {
      const files = message.attachments?.length ? ` [attached: ${message.attachments.map((a) => a.filename).join(", ")}]` : "";
      write(`E-mail to ${message.to}: ${message.subject} | ${oneLine(message.text, " / ")}${files}`);
      return {};
    },
  };
}
