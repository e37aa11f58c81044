import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { msg91SmsSender } from "@/lib/server/outbox/msg91";
import { smtpEmailSender } from "@/lib/server/outbox/smtp";
import { SendError } from "@/lib/server/outbox/senders";

// The real SMS and e-mail adapters against local fakes: MSG91's flow API (an HTTP server that
// answers as its documentation says) and an SMTP server (smtp-server, from nodemailer's authors).

interface Msg91Fake {
  url: string;
  requests: { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  answer: (status: number, body: unknown) => void;
  hang: () => void;
  close: () => Promise<void>;
}

async function startMsg91Fake(authKey: string): Promise<Msg91Fake> {
  let next: { status: number; body: unknown } | "hang" | null = null;
  const requests: Msg91Fake["requests"] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      requests.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") });
      const answer = next;
      next = null;
      if (answer === "hang") return; // never answers: the sender's timeout must fire
      res.writeHead(answer?.status ?? (req.headers.authkey === authKey ? 200 : 401), { "content-type": "application/json" });
      res.end(JSON.stringify(answer?.body ?? (req.headers.authkey === authKey ? { type: "success", message: "3461676a6c4a353532383434" } : { type: "error", message: "Authentication failure" })));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (status, body) => (next = { status, body }),
    hang: () => (next = "hang"),
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

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
