import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { msg91SmsSender } from "@/lib/server/outbox/msg91";
import { smtpEmailSender } from "@/lib/server/outbox/smtp";
import { SendError } from "@/lib/server/outbox/senders";
import { startMsg91Fake, type Msg91Fake } from "@/test/fakes/msg91-fake";
import { forgetConfig } from "@/lib/server/config";
import { configuredSenders, replaceSenders } from "@/lib/server/outbox/configured";

// The real SMS and e-mail adapters against local fakes: MSG91's flow API (an HTTP server that
// answers as its documentation says) and an SMTP server (smtp-server, from nodemailer's authors).

describe("MSG91 SMS sender against a local fake of its flow API", () => {
  let fake: Msg91Fake;
  const authKey = "412345AbCdEfGhIjKlMnOp";
  beforeAll(async () => {
    fake = await startMsg91Fake(authKey);
  });
  afterAll(async () => fake.close());
  const sender = (overrides: Partial<{ authKey: string; timeoutMs: number }> = {}) => msg91SmsSender({ authKey, templateId: "65f1c0d2d6fc05123456789a", baseUrl: fake.url, timeoutMs: 1000, ...overrides });
  const message = { to: "+919876500001", text: "Your St. Anne's code is 482913. It expires in 5 minutes.", idempotencyKey: "row-1" };

  it("posts the template, the number without '+' and the whole text as the variable, with the authkey header", async () => {
    const result = await sender().send(message);
    expect(result.providerId).toBe("3461676a6c4a353532383434");
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe("/api/v5/flow");
    expect(request.headers.authkey).toBe(authKey);
    expect(request.body).toEqual({ template_id: "65f1c0d2d6fc05123456789a", short_url: "0", recipients: [{ mobiles: "919876500001", var: message.text }] });
  });

  it("treats a refusal (wrong key, an error answer) as permanent", async () => {
    await expect(sender({ authKey: "wrong" }).send(message)).rejects.toMatchObject({ name: "SendError", retryable: false });
    fake.answer(200, { type: "error", message: "Invalid mobile number" });
    const error = await sender().send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendError);
    expect(error).toMatchObject({ retryable: false, message: expect.stringContaining("Invalid mobile number") });
  });

  it("treats a 5xx, a 429, a timeout and an unreachable gateway as worth retrying", async () => {
    fake.answer(502, { type: "error", message: "Bad gateway" });
    await expect(sender().send(message)).rejects.toMatchObject({ retryable: true });
    fake.answer(429, { type: "error", message: "Too many requests" });
    await expect(sender().send(message)).rejects.toMatchObject({ retryable: true });
    fake.hang();
    await expect(sender({ timeoutMs: 200 }).send(message)).rejects.toMatchObject({ retryable: true, message: expect.stringContaining("could not be reached") });
    await expect(msg91SmsSender({ authKey, templateId: "t", baseUrl: "http://127.0.0.1:9", timeoutMs: 500 }).send(message)).rejects.toMatchObject({ retryable: true });
  });

  it("waits no longer than a message's own timeout (a one-time code, sent while the visitor waits)", async () => {
    fake.hang();
    const started = Date.now();
    await expect(sender({ timeoutMs: 10_000 }).send({ ...message, timeoutMs: 200 })).rejects.toMatchObject({ retryable: true });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("is the configured SMS sender with SMS_GATEWAY=msg91, posting to MSG91_API_URL", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { SMS_GATEWAY: "msg91", MSG91_AUTH_KEY: authKey, MSG91_TEMPLATE_ID: "65f1c0d2d6fc05123456789a", MSG91_API_URL: fake.url });
    forgetConfig();
    replaceSenders(undefined);
    try {
      const before = fake.requests.length;
      const sms = configuredSenders().sms;
      expect(sms.name).toBe("msg91");
      await expect(sms.send(message)).resolves.toEqual({ providerId: "3461676a6c4a353532383434" });
      expect(fake.requests.length).toBe(before + 1);
    } finally {
      process.env = saved;
      forgetConfig();
      replaceSenders(undefined);
    }
  });
});

describe("SMTP e-mail sender against a local SMTP server", () => {
  let server: SMTPServer;
  let port = 0;
  let refuse: { code: number; message: string } | null = null;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "desk" && auth.password === "s3cret-pass") return callback(null, { user: "desk" });
        return callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      },
      onRcptTo(address, _session, callback) {
        if (refuse) return callback(Object.assign(new Error(refuse.message), { responseCode: refuse.code }));
        return callback();
      },
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
        stream.on("end", () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    refuse = null;
  });

  const sender = (password = "s3cret-pass") => smtpEmailSender({ url: `smtp://desk:${password}@127.0.0.1:${port}`, from: "St. Anne's Hospital <appointments@stanneshospital.in>", timeoutMs: 2000 });
  const message = {
    to: "kavya.menon@example.in",
    subject: "Appointment requested: SAH-7KQ2M9",
    text: "Dr Rajesh Iyer, Thursday 3 December 2026, 11:00 am.",
    idempotencyKey: "6f1d2c9e-1a8b-4c2f-9a51-2b7c0f3e8d44",
    attachments: [{ filename: "appointment.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar" }],
  };

  it("delivers the message with its subject, sender, attachment and the outbox row as Message-ID", async () => {
    const s = sender();
    await s.send(message);
    s.close();
    const mail = received.at(-1)!;
    expect(mail.from).toBe("appointments@stanneshospital.in");
    expect(mail.to).toEqual(["kavya.menon@example.in"]);
    expect(mail.raw).toContain("Subject: Appointment requested: SAH-7KQ2M9");
    expect(mail.raw).toContain(`Message-ID: <${message.idempotencyKey}@hospital>`);
    expect(mail.raw).toContain('filename=appointment.ics');
    expect(mail.raw).toContain("Dr Rajesh Iyer");
  });

  it("treats a 5xx refusal of the address as permanent and a 4xx as worth retrying", async () => {
    const s = sender();
    refuse = { code: 550, message: "No such user here" };
    await expect(s.send(message)).rejects.toMatchObject({ retryable: false, message: expect.stringContaining("550") });
    refuse = { code: 451, message: "Try again later" };
    await expect(s.send(message)).rejects.toMatchObject({ retryable: true, message: expect.stringContaining("451") });
    s.close();
  });

  it("refuses with wrong credentials, and retries when the server cannot be reached", async () => {
    const wrong = sender("wrong-pass");
    await expect(wrong.send(message)).rejects.toMatchObject({ retryable: false, message: expect.stringContaining("535") });
    wrong.close();
    const down = smtpEmailSender({ url: "smtp://127.0.0.1:9", from: "a@b.in", timeoutMs: 500 });
    await expect(down.send(message)).rejects.toMatchObject({ retryable: true });
    down.close();
  });
});
