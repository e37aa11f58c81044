import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { forgetConfig } from "../config";
import { DomainError } from "@/lib/errors";
import { inlineSvgAsset, readPublicFile } from "./index";
import { listPublicUploads, processImageUpload, publicUploadKey } from "./images";

// Real images made with sharp itself (and two crafted by hand), through the real decoder: what
// an editor's camera, phone or screenshot tool sends, and what an attacker would.
let dataDir: string;
const saved = { ...process.env };

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-images-"));
  process.env.DATA_DIR = dataDir;
  forgetConfig();
});
afterAll(() => {
  process.env = saved;
  forgetConfig();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const solid = (width: number, height: number, background = "#3366aa") => sharp({ create: { width, height, channels: 3, background } });

/** A landscape picture whose left half is red and right half blue. */
async function halves(width: number, height: number) {
  const blue = await solid(width / 2, height, "#0000ff").png().toBuffer();
  return solid(width, height, "#ff0000").composite([{ input: blue, left: width / 2, top: 0 }]);
}

const storedFile = (publicPath: string) => path.join(dataDir, "uploads", "public", publicUploadKey(publicPath)!);

async function refusal(bytes: Buffer): Promise<DomainError> {
  const error = await processImageUpload(bytes, "gallery").then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  let crc = ~0;
  for (const byte of body) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(~crc >>> 0);
  return Buffer.concat([head, body, tail]);
}

/** A valid 1-bit PNG of width × height whose every pixel is black: a whole decompression bomb in a small file. */
function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = zlib.deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", header), pngChunk("IDAT", rows), pngChunk("IEND", Buffer.alloc(0))]);
}

describe("processImageUpload", () => {
  it("re-encodes a PNG with EXIF, XMP and an ICC profile as WebP inside the photo box, with no metadata left", async () => {
    const input = await solid(3000, 2000)
      .withMetadata({ exif: { IFD0: { Artist: "Dr Meera Joshi", Copyright: "Sunrise" } }, icc: "p3" })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .png()
      .toBuffer();
    const before = await sharp(input).metadata();
    expect([before.format, Boolean(before.exif), Boolean(before.icc), Boolean(before.xmp)]).toEqual(["png", true, true, true]);

    const result = await processImageUpload(input, "photo");
    expect(result.path).toMatch(/^\/public\/[0-9a-f-]{36}\.webp$/);
    expect([result.width, result.height]).toEqual([800, 533]);

    const stored = fs.readFileSync(storedFile(result.path));
    expect(stored.length).toBe(result.bytes);
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: "webp", width: 800, height: 533 });
    expect([after.exif, after.icc, after.xmp, after.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    expect(stored.includes("Meera")).toBe(false);

    const served = await readPublicFile([publicUploadKey(result.path)!]);
    expect(served).toMatchObject({ contentType: "image/webp", source: "upload" });
  });

  it("fits a large JPEG inside 1600 × 1600 for a hero, a cover and a gallery image", async () => {
    const input = await solid(4000, 3000).jpeg({ quality: 90 }).toBuffer();
    for (const purpose of ["hero", "cover", "gallery"] as const) {
      const result = await processImageUpload(input, purpose);
      expect([purpose, result.width, result.height]).toEqual([purpose, 1600, 1200]);
    }
    const portrait = await processImageUpload(await solid(2000, 4000).jpeg().toBuffer(), "gallery");
    expect([portrait.width, portrait.height]).toEqual([800, 1600]);
  });

  it("never enlarges a small image", async () => {
    const result = await processImageUpload(await solid(300, 200).webp().toBuffer(), "hero");
    expect([result.width, result.height]).toEqual([300, 200]);
  });

  it("turns a phone photo upright by its EXIF orientation and drops the tag", async () => {
    // Orientation 6: the camera was turned a quarter clockwise; the stored left edge is the picture's top.
    const input = await (await halves(400, 200)).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const result = await processImageUpload(input, "photo");
    expect([result.width, result.height]).toEqual([200, 400]);
    const stored = sharp(fs.readFileSync(storedFile(result.path)));
    expect((await stored.metadata()).orientation).toBeUndefined();
    const { data, info } = await stored.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [top, bottom] = [pixel(100, 20), pixel(100, 380)];
    expect(top[0]).toBeGreaterThan(200); // red on top
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200); // blue below
    expect(bottom[0]).toBeLessThan(60);
  });

  it("takes AVIF and GIF, and only the first frame of an animated GIF", async () => {
    const avif = await processImageUpload(await solid(640, 480).avif().toBuffer(), "cover");
    expect([avif.width, avif.height]).toEqual([640, 480]);
    const frames = await Promise.all(["#ff0000", "#00ff00", "#0000ff"].map((c) => solid(120, 80, c).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const gif = await processImageUpload(animated, "gallery");
    expect([gif.width, gif.height]).toEqual([120, 80]);
    const meta = await sharp(fs.readFileSync(storedFile(gif.path))).metadata();
    expect([meta.format, meta.pages ?? 1]).toEqual(["webp", 1]);
  });

  it("refuses an SVG (it can carry script), with or without an XML prolog, and says why", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';
    for (const text of [svg, `<?xml version="1.0"?>\n${svg}`]) {
      const error = await refusal(Buffer.from(text));
      expect([error.status, error.reason]).toEqual([415, "image_type"]);
      expect(error.message).toBe("The image must be a JPEG, PNG, WebP, AVIF or GIF file, whatever its name says: it is an SVG, which can carry script.");
      expect(error.errors).toEqual([{ path: "file", message: error.message }]);
    }
    expect(await refusal(Buffer.from('<?xml version="1.0"?><note>hello</note>'))).toMatchObject({ status: 415, message: expect.stringContaining("it is an XML file") });
  });

  it("refuses a PDF, a TIFF and a text file, naming what they are where it can", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
    expect(await refusal(pdf)).toMatchObject({ status: 415, message: expect.stringContaining("it is a PDF file") });
    const tiff = await solid(50, 50).tiff().toBuffer();
    expect(await refusal(tiff)).toMatchObject({ status: 415, message: expect.stringContaining("it is a TIF file") });
    expect(await refusal(Buffer.from("just some notes, saved as photo.png\n"))).toMatchObject({ status: 415, message: expect.stringContaining("its content is not an image of these kinds") });
  });

  it("refuses a truncated JPEG as damaged (400), never storing half a picture", async () => {
    const whole = await solid(1200, 900).jpeg().toBuffer();
    const before = (await listPublicUploads()).length;
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const error = await refusal(whole.subarray(0, Math.floor(whole.length / 2)));
    expect([error.status, error.reason]).toEqual([400, "image_damaged"]);
    expect(error.message).toMatch(/damaged or incomplete/);
    // The decoder's complaint is kept for diagnosis, as a warning.
    expect(JSON.parse(String(log.mock.calls[0][0]))).toEqual({ level: "warn", event: "image_refused", detail: "gallery: VipsJpeg: premature end of JPEG image" });
    log.mockRestore();
    expect((await listPublicUploads()).length).toBe(before);
  });

  it("refuses a decompression bomb by its declared size (413) before decoding it", async () => {
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const error = await refusal(bomb);
    expect([error.status, error.reason]).toEqual([413, "too_many_pixels"]);
    expect(error.message).toMatch(/40 megapixels/);
    // Just over the limit (7000 × 6000 = 42 MP) is refused too; the default libvips limit would have let it through.
    expect(await refusal(pngBomb(7000, 6000))).toMatchObject({ status: 413, reason: "too_many_pixels" });
  });

  it("refuses an empty file (400) and one over 10 MB (413)", async () => {
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ status: 400, reason: "image_empty" });
    const big = Buffer.concat([await solid(10, 10).png().toBuffer(), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await refusal(big)).toMatchObject({ status: 413, reason: "image_too_large", message: expect.stringContaining("10 MB") });
  });
});

describe("listPublicUploads", () => {
  it("lists the stored uploads with their size and time, oldest first, and leaves half-written and foreign files out", async () => {
    const a = await processImageUpload(await solid(20, 20).png().toBuffer(), "photo");
    const b = await processImageUpload(await solid(30, 20).png().toBuffer(), "photo");
    const folder = path.join(dataDir, "uploads", "public");
    fs.utimesSync(storedFile(a.path), new Date("2026-01-01T00:00:00Z"), new Date("2026-01-01T00:00:00Z"));
    fs.writeFileSync(path.join(folder, `${publicUploadKey(b.path)}.0a1b2c.part`), "half");
    fs.writeFileSync(path.join(folder, "Notes.TXT"), "not a key");
    fs.mkdirSync(path.join(folder, "sub-folder.dir"), { recursive: true });

    const entries = await listPublicUploads();
    const keys = entries.map((e) => e.key);
    expect(keys[0]).toBe(publicUploadKey(a.path));
    expect(keys).toContain(publicUploadKey(b.path));
    expect(keys.every((k) => /^[0-9a-f-]{36}\.webp$/.test(k))).toBe(true);
    expect(entries[0]).toEqual({ key: publicUploadKey(a.path), path: a.path, bytes: a.bytes, modifiedAt: new Date("2026-01-01T00:00:00Z") });
  });

  it("answers an empty list before anything was uploaded", async () => {
    const saveDir = process.env.DATA_DIR;
    process.env.DATA_DIR = path.join(dataDir, "nothing-here");
    forgetConfig();
    try {
      expect(await listPublicUploads()).toEqual([]);
    } finally {
      process.env.DATA_DIR = saveDir;
      forgetConfig();
    }
  });
});

describe("publicUploadKey", () => {
  it.each([
    ["/public/0b6e1c2a-9d7f-4e39-8a4c-1f2e3d4c5b6a.webp", "0b6e1c2a-9d7f-4e39-8a4c-1f2e3d4c5b6a.webp"],
    ["/public/images/logo.png", null],
    ["/public/../secret.webp", null],
    ["https://cdn.example/x.webp", null],
    ["/uploads/x.webp", null],
  ])("%s → %s", (input, key) => {
    expect(publicUploadKey(input)).toBe(key);
  });
});

describe("inlineSvgAsset: the site's own drawings, never an upload", () => {
  it("draws every doctor's portrait the site ships inline, whole but for its title and role", async () => {
    const folder = path.resolve("public/images/doctors");
    const portraits = fs.readdirSync(folder).filter((f) => f.endsWith(".svg"));
    expect(portraits.length).toBeGreaterThan(10);
    for (const file of portraits) {
      const original = fs.readFileSync(path.join(folder, file), "utf8");
      const drawing = original.replace(/<title>[^<]*<\/title>/, "").replace(/ role="img"/, "").replace(/>\s+</g, "><").trim();
      expect(await inlineSvgAsset(`/public/images/doctors/${file}`)).toBe(drawing);
    }
  });

  it("leaves an upload, a missing file, a climbing path, a query and a full URL to an <img>", async () => {
    fs.mkdirSync(path.join(dataDir, "uploads", "public"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", "public", "portrait.svg"), '<svg viewBox="0 0 2 2"><rect width="2" height="2"/></svg>');
    expect(await inlineSvgAsset("/public/portrait.svg")).toBeNull();
    expect(await inlineSvgAsset("/public/images/doctors/nobody.svg")).toBeNull();
    // Climbing paths are refused even where they would land on a portrait that exists.
    expect(await inlineSvgAsset("/public/images/doctors/../doctors/dr-rajesh-iyer.svg")).toBeNull();
    expect(await inlineSvgAsset("/public/images//doctors/dr-rajesh-iyer.svg")).toBeNull();
    expect(await inlineSvgAsset("/public/images/doctors/dr-rajesh-iyer.svg?v=2")).toBeNull();
    expect(await inlineSvgAsset("https://cdn.example/images/doctors/dr-rajesh-iyer.svg")).toBeNull();
    expect(await inlineSvgAsset(null)).toBeNull();
  });
});
