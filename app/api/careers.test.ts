import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { solvedPow, testClock } from "@/test/booking-fixtures";
import { jobApplications, jobOpenings, outboxMessages } from "@/lib/server/db/schema";
import { forgetConfig } from "@/lib/server/config";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/internal-headers";
import { readPublicFile } from "@/lib/server/files";
import { pruneApplications } from "@/lib/server/careers/applications";
import { RESUME_MAX_BYTES } from "@/lib/contracts/content";
import * as apply from "./web/career/add-job-user/route";
import * as applications from "./admin/inbox/applications/route";
import * as applicationStatus from "./admin/inbox/applications/status/route";
import * as resume from "./admin/inbox/applications/[id]/resume/route";
import * as messages from "./admin/inbox/messages/route";
import * as messageStatus from "./admin/inbox/messages/status/route";
import { call } from "@/test/http";
import { staffMember } from "@/test/staff";
import { auditLog, contactMessages } from "@/lib/server/db/schema";

// Job applications through the multipart route, with real files: the résumé is judged by its
// content, stored privately under a generated name, and every bad upload is a 4xx a visitor
// can act on.
let t: TestDatabase;
let dataDir: string;
const saved = { ...process.env };
const clock = testClock(new Date().toISOString());
let openSlug = "";
let closedSlug = "";
let n = 0;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-careers-"));
  process.env.DATA_DIR = dataDir;
  forgetConfig();
  t = await createTestDatabase();
  forgetAuthSecret();
  const openings = await t.handle.db.select().from(jobOpenings);
  const today = new Date().toISOString().slice(0, 10);
  openSlug = openings.find((o) => o.closesOn > today)!.slug;
  closedSlug = openings.find((o) => o.closesOn < today)!.slug;
});
afterAll(async () => {
  await t.cleanup();
  process.env = saved;
  forgetConfig();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048 - 8)]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0"), Buffer.alloc(200)]);

async function send(overrides: Record<string, string> = {}, file: { data: Buffer; name: string; type?: string } | null = { data: PDF, name: "Priya CV.pdf", type: "application/pdf" }, address?: string) {
  n += 1;
  const form = new FormData();
  const fields = { opening: openSlug, name: "Priya Nair", email: `priya.nair${n}@example.in`, phone: "98765 43210", experienceYears: "4", coverNote: "ICU nurse, 4 years.", pow: await solvedPow(t.handle.db, clock), ...overrides };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set("resume", new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/octet-stream" }), file.name);
  const request = new Request("http://localhost/api/web/career/add-job-user", { method: "POST", body: form, headers: { [CLIENT_ADDRESS_HEADER]: address ?? `192.0.2.${n % 250}` } });
  const response = await apply.POST(request, { params: Promise.resolve({}) });
  const body = await response.json();
  return { status: response.status, body, email: fields.email };
}

describe(`job applications on ${testEngine()}`, () => {
  it("takes a PDF résumé, stores it privately under a generated name, and queues the acknowledgement", async () => {
    const { status, body, email } = await send();
    expect(status).toBe(201);
    expect(body.data.reference).toMatch(/^JA-[0-9A-F]{8}$/);
    const [row] = await t.handle.db.select().from(jobApplications).where(eq(jobApplications.email, email));
    expect(row).toMatchObject({ name: "Priya Nair", phone: "+919876543210", experienceYears: 4, resumeType: "application/pdf", resumeName: "Priya CV.pdf" });
    expect(row.resumeKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const stored = path.join(dataDir, "uploads", "private", row.resumeKey);
    expect(fs.readFileSync(stored).equals(PDF)).toBe(true);
    // Never reachable under /public/.
    expect(await readPublicFile([row.resumeKey])).toBeNull();
    expect(await readPublicFile(["..", "private", row.resumeKey])).toBeNull();
    const [ack] = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(ack).toMatchObject({ channel: "email", kind: "application_ack" });
  });

  it("takes a DOC by its content", async () => {
    expect((await send({}, { data: DOC, name: "cv.doc", type: "application/msword" })).status).toBe(201);
  });

  it.each([
    ["an executable renamed .pdf", { data: EXE, name: "cv.pdf", type: "application/pdf" }, /must be a PDF, DOC or DOCX file, whatever its name says: it is a EXE file/],
    ["plain text renamed .docx", { data: Buffer.from("I am a résumé, honestly. ".repeat(20)), name: "cv.docx" }, /must be a PDF, DOC or DOCX file/],
    ["a PNG image", { data: Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001", "hex"), name: "cv.png", type: "image/png" }, /it is a PNG file/],
    ["an empty file", { data: Buffer.alloc(0), name: "cv.pdf", type: "application/pdf" }, /empty/],
    ["a PDF cut off while copying", { data: PDF.subarray(0, 40), name: "cv.pdf", type: "application/pdf" }, /incomplete/],
    ["a DOC cut off while copying", { data: DOC.subarray(0, 1700), name: "cv.doc" }, /incomplete/],
  ])("refuses %s with a 400 on the résumé field, and keeps no file", async (_name, file, message) => {
    const before = fs.existsSync(path.join(dataDir, "uploads", "private")) ? fs.readdirSync(path.join(dataDir, "uploads", "private")).length : 0;
    const { status, body } = await send({}, file);
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: "resume", message: expect.stringMatching(message) }]);
    const after = fs.existsSync(path.join(dataDir, "uploads", "private")) ? fs.readdirSync(path.join(dataDir, "uploads", "private")).length : 0;
    expect(after).toBe(before);
  });

  it("refuses a missing résumé and names the wrong fields", async () => {
    expect((await send({}, null)).body.errors).toEqual([{ path: "resume", message: expect.stringMatching(/Attach your résumé/) }]);
    const { status, body } = await send({ name: "", email: "nope", phone: "12", experienceYears: "many" });
    expect(status).toBe(400);
    expect([...new Set((body.errors as { path: string }[]).map((e) => e.path))].sort()).toEqual(["email", "experienceYears", "name", "phone"]);
  });

  it("answers a file over 5 MB with 413 before reading it all", async () => {
    const { status, body } = await send({}, { data: Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES)]), name: "big.pdf", type: "application/pdf" });
    expect(status).toBe(413);
    expect(body.message).toMatch(/5 MB/);
  });

  it("lets one e-mail apply once to an opening (409), in any letter case", async () => {
    const first = await send({ email: "Same.Person@Example.in" });
    expect(first.status).toBe(201);
    const again = await send({ email: "same.person@example.in" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_applied");
  });

  it("refuses a closed opening (409) and an unknown one (404)", async () => {
    const closed = await send({ opening: closedSlug });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/closed on .* and no longer takes applications/);
    expect((await send({ opening: "astronaut" })).status).toBe(404);
  });

  it("refuses a JSON body (415), a second file and a control character in a field", async () => {
    const json = await apply.POST(new Request("http://localhost/api/web/career/add-job-user", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }), { params: Promise.resolve({}) });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.set("other", new Blob([PDF]), "x.pdf");
    const extra = await apply.POST(new Request("http://localhost/api/web/career/add-job-user", { method: "POST", body: form }), { params: Promise.resolve({}) });
    expect(extra.status).toBe(400);
    expect((await send({ coverNote: "bell\u0007" })).status).toBe(400);
  });

  it("deletes applications and their résumés after 12 months", async () => {
    const { email } = await send();
    const [row] = await t.handle.db.select().from(jobApplications).where(eq(jobApplications.email, email));
    await pruneApplications(t.handle.db, new Date(Date.now() + 366 * 86_400_000));
    expect(await t.handle.db.select().from(jobApplications).where(eq(jobApplications.id, row.id))).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, "uploads", "private", row.resumeKey))).toBe(false);
  });
});

describe(`the front desk's inbox on ${testEngine()}`, () => {
  it("lists an application with its reference, downloads its résumé as an attachment, and changes its state (audited)", async () => {
    const sent = await send({}, { data: PDF, name: "Priya \"CV\" 2026 – final.pdf", type: "application/pdf" });
    expect(sent.status).toBe(201);
    const desk = await staffMember(t.handle.db, "front_desk");
    const list = await call(applications.POST, "/api/admin/inbox/applications", { headers: desk.headers, json: {} });
    expect(list.status).toBe(200);
    const mine = (list.body.data as { id: string; reference: string; email: string; resume: { name: string } }[]).find((a) => a.email === sent.email)!;
    expect(mine.reference).toBe(sent.body.data.reference);

    const file = await resume.GET(new Request(`http://localhost/api/admin/inbox/applications/${mine.id}/resume`, { headers: desk.headers }), { params: Promise.resolve({ id: mine.id }) });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="Priya _CV_ 2026 _ final.pdf"; filename*=UTF-8''Priya%20_CV_%202026%20%E2%80%93%20final.pdf`);
    // The name as the applicant's browser sent it (UTF-8, quotes as %22), with its quotes made safe.
    expect(mine.resume.name).toBe("Priya _CV_ 2026 – final.pdf");

    const changed = await call(applicationStatus.POST, "/api/admin/inbox/applications/status", { headers: desk.headers, json: { id: mine.id, status: "shortlisted" } });
    expect(changed.status).toBe(200);
    const shortlisted = await call(applications.POST, "/api/admin/inbox/applications", { headers: desk.headers, json: { status: "shortlisted" } });
    expect((shortlisted.body.data as { id: string }[]).map((a) => a.id)).toContain(mine.id);
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, mine.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["application_status", "resume_downloaded"]);
  });

  it("keeps and serves a résumé under the extension of its detected type, whatever name it was sent with (regression: a PDF sent as ../../evil<script>.html was downloaded as evil_script_.html)", async () => {
    const desk = await staffMember(t.handle.db, "front_desk");
    const cases = [
      ["../../evil<script>.html", "evil_script_.pdf"],
      ["C:\\Users\\asha\\cv.final.PDF.svg", "cv.final.PDF.pdf"],
      ["...", "resume.pdf"],
      ["Résumé Asha", "Résumé Asha.pdf"],
    ] as const;
    for (const [sentName, kept] of cases) {
      const sent = await send({}, { data: PDF, name: sentName, type: "text/html" });
      expect(sent.status).toBe(201);
      const [row] = await t.handle.db.select().from(jobApplications).where(eq(jobApplications.email, sent.email));
      expect([sentName, row.resumeName]).toEqual([sentName, kept]);
      expect(row.resumeKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    }
    // A row kept before this rule, with the name as it was sent, is served as what it is too.
    const old = await send();
    const [row] = await t.handle.db.update(jobApplications).set({ resumeName: "evil_script_.html" }).where(eq(jobApplications.email, old.email)).returning();
    const file = await resume.GET(new Request(`http://localhost/api/admin/inbox/applications/${row.id}/resume`, { headers: desk.headers }), { params: Promise.resolve({ id: row.id }) });
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="evil_script_.pdf"; filename*=UTF-8''evil_script_.pdf`);
  });

  it("refuses the résumé to an editor (403) and to anyone signed out (401); an unknown one is 404", async () => {
    const sent = await send();
    const [row] = await t.handle.db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.email, sent.email));
    const editor = await staffMember(t.handle.db, "editor");
    const get = (headers: Record<string, string>, id = row.id) => resume.GET(new Request(`http://localhost/api/admin/inbox/applications/${id}/resume`, { headers }), { params: Promise.resolve({ id }) });
    expect((await get(editor.headers)).status).toBe(403);
    expect((await get({})).status).toBe(401);
    // Signed out, a malformed id is still 401: who may call is settled before the input is judged.
    expect((await get({}, "not-a-uuid")).status).toBe(401);
    const desk = await staffMember(t.handle.db, "front_desk");
    expect((await get(desk.headers, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await get(desk.headers, "not-a-uuid")).status).toBe(400);
  });

  it("lists contact messages newest first and marks one handled, then new again", async () => {
    const [row] = await t.handle.db
      .insert(contactMessages)
      .values({ name: "Meenal Kulkarni", phone: "+919876543210", email: "meenal@example.in", subject: "Appointments", message: "Can I bring my mother's old reports?", createdAt: new Date() })
      .returning();
    const desk = await staffMember(t.handle.db, "front_desk");
    const fresh = await call(messages.POST, "/api/admin/inbox/messages", { headers: desk.headers, json: { status: "new" } });
    expect((fresh.body.data as { id: string; reference: string }[])[0]).toMatchObject({ id: row.id, reference: expect.stringMatching(/^CM-[0-9A-F]{8}$/) });
    expect((await call(messageStatus.POST, "/api/admin/inbox/messages/status", { headers: desk.headers, json: { id: row.id, status: "handled" } })).status).toBe(200);
    const handled = await call(messages.POST, "/api/admin/inbox/messages", { headers: desk.headers, json: { status: "handled" } });
    expect((handled.body.data as { id: string }[]).map((m) => m.id)).toContain(row.id);
    expect((await call(messageStatus.POST, "/api/admin/inbox/messages/status", { headers: desk.headers, json: { id: row.id, status: "archived" } })).status).toBe(400);
    expect((await call(messageStatus.POST, "/api/admin/inbox/messages/status", { headers: desk.headers, json: { id: "00000000-0000-4000-8000-000000000000", status: "handled" } })).status).toBe(404);
  });
});
