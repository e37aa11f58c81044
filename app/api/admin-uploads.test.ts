import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { staffMember } from "@/test/staff";
import { auditLog } from "@/lib/server/db/schema";
import { forgetConfig } from "@/lib/server/config";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { IMAGE_MAX_BYTES } from "@/lib/contracts/uploads";
import * as upload from "./admin/uploads/image/route";
import * as publicFile from "../public/[...path]/route";

// The console's image upload through its multipart route, with real images: who may upload,
// the forgery check, every bad body a 4xx envelope, and the stored file served under /public/.
let t: TestDatabase;
let dataDir: string;
const saved = { ...process.env };
let editor: Record<string, string>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-uploads-"));
  process.env.DATA_DIR = dataDir;
  forgetConfig();
  t = await createTestDatabase();
  forgetAuthSecret();
  editor = (await staffMember(t.handle.db, "editor")).headers;
});
afterAll(async () => {
  await t.cleanup();
  process.env = saved;
  forgetConfig();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const photo = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2a7" } }).jpeg().toBuffer();

interface Part {
  data: Buffer;
  name?: string;
  type?: string;
}

async function send(headers: Record<string, string>, file: Part | null, fields: Record<string, string> = { purpose: "photo" }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set("file", new Blob([new Uint8Array(file.data)], { type: file.type ?? "image/jpeg" }), file.name ?? "photo.jpg");
  return post(new Request("http://localhost/api/admin/uploads/image", { method: "POST", body: form, headers }));
}

async function post(request: Request) {
  const response = await upload.POST(request, { params: Promise.resolve({}) });
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: response.status, body: await response.json() };
}

describe(`POST /api/admin/uploads/image on ${testEngine()}`, () => {
  it("takes an editor's photo (201), records it in the audit, and /public/<key> serves it as WebP", async () => {
    const res = await send(editor, { data: await photo(), name: "Dr Meera.jpg" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: 1, data: { path: expect.stringMatching(/^\/public\/[0-9a-f-]{36}\.webp$/), width: 800, height: 600 } });
    const { path: publicPath, bytes } = res.body.data;

    const key = publicPath.slice("/public/".length);
    const served = await publicFile.GET(new Request(`http://localhost${publicPath}`, { method: "GET" }), { params: Promise.resolve({ path: [key] }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.length).toBe(bytes);
    expect((await sharp(body).metadata()).format).toBe("webp");

    const [entry] = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "upload"), eq(auditLog.entityId, publicPath)));
    expect(entry).toMatchObject({ entity: "image", after: { path: publicPath, width: 800, height: 600, bytes, purpose: "photo", name: "Dr Meera.jpg" } });
  });

  it("lets an admin upload too, and sizes by purpose", async () => {
    const admin = await staffMember(t.handle.db, "admin");
    const big = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: "#123" } }).png().toBuffer();
    const res = await send(admin.headers, { data: big, name: "hero.png", type: "image/png" }, { purpose: "hero" });
    expect([res.status, res.body.data.width, res.body.data.height]).toEqual([201, 1600, 900]);
  });

  it("refuses the front desk (403), a caller without a session (401) and a request with no Origin (403)", async () => {
    const desk = await staffMember(t.handle.db, "front_desk");
    const data = await photo();
    const forbidden = await send(desk.headers, { data });
    expect([forbidden.status, forbidden.body.code]).toEqual([403, "role"]);
    const signedOut = await send({ origin: editor.origin }, { data });
    expect([signedOut.status, signedOut.body.code]).toEqual([401, "signed_out"]);
    const noOrigin = await send({ cookie: editor.cookie }, { data });
    expect([noOrigin.status, noOrigin.body.code]).toEqual([403, "cross_site"]);
    const crossSite = await send({ ...editor, origin: "https://evil.example" }, { data });
    expect([crossSite.status, crossSite.body.code]).toEqual([403, "cross_site"]);
  });

  it("refuses an SVG and a text file named and typed as a PNG (415), naming the types it takes", async () => {
    const svg = await send(editor, { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: "logo.png", type: "image/png" });
    expect([svg.status, svg.body.success, svg.body.code]).toEqual([415, 0, "image_type"]);
    expect(svg.body.message).toMatch(/JPEG, PNG, WebP, AVIF or GIF/);
    expect(svg.body.errors).toEqual([{ path: "file", message: svg.body.message }]);
    const text = await send(editor, { data: Buffer.from("not a picture at all\n"), name: "photo.png", type: "image/png" });
    expect(text.status).toBe(415);
  });

  it("answers an empty body, an empty file, a missing file and a wrong purpose with 400, an overlong field with 413", async () => {
    const empty = await post(new Request("http://localhost/api/admin/uploads/image", { method: "POST", headers: { ...editor, "content-type": "multipart/form-data; boundary=x" }, body: "" }));
    expect([empty.status, empty.body.success]).toEqual([400, 0]);
    const emptyFile = await send(editor, { data: Buffer.alloc(0) });
    expect([emptyFile.status, emptyFile.body.code]).toEqual([400, "image_empty"]);
    const missing = await send(editor, null);
    expect([missing.status, missing.body.message]).toEqual([400, "Choose an image to upload."]);
    const purpose = await send(editor, { data: await photo() }, { purpose: "wallpaper" });
    expect(purpose.status).toBe(400);
    expect(purpose.body.errors[0].path).toBe("purpose");
    const other = await send(editor, { data: await photo() }, { purpose: "photo", extra: "x".repeat(2048) });
    expect(other.status).toBe(413);
  });

  it("answers a file over 10 MB with 413, and a body that is not multipart with 415", async () => {
    const big = Buffer.concat([await photo(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const tooBig = await send(editor, { data: big });
    expect([tooBig.status, tooBig.body.success]).toEqual([413, 0]);
    expect(tooBig.body.message).toMatch(/10 MB/);
    const declared = await post(new Request("http://localhost/api/admin/uploads/image", { method: "POST", headers: { ...editor, "content-type": "multipart/form-data; boundary=x", "content-length": String(IMAGE_MAX_BYTES * 2) }, body: "--x--" }));
    expect(declared.status).toBe(413);
    const json = await post(new Request("http://localhost/api/admin/uploads/image", { method: "POST", headers: { ...editor, "content-type": "application/json" }, body: JSON.stringify({ purpose: "photo" }) }));
    expect(json.status).toBe(415);
  });

  it("answers a truncated JPEG with 400 and a pixel bomb with 413, never a 500", async () => {
    const whole = await photo();
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const truncated = await send(editor, { data: whole.subarray(0, whole.length >> 1) });
    expect(log.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toEqual(["image_refused"]);
    log.mockRestore();
    expect([truncated.status, truncated.body.code]).toEqual([400, "image_damaged"]);
    // 9000 × 9000 = 81 MP, as a small, valid PNG.
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: "#000" } }).png({ compressionLevel: 9, palette: true, colours: 2 }).toBuffer();
    const tooMany = await send(editor, { data: bomb, name: "bomb.png", type: "image/png" });
    expect([tooMany.status, tooMany.body.code]).toEqual([413, "too_many_pixels"]);
  });
});
