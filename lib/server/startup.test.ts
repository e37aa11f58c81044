import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { clearDataCache } from "./startup";

describe("clearDataCache (start-up)", () => {
  let distDir: string;
  beforeEach(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), "dist-"));
  });
  afterEach(() => {
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("removes the cached reads a previous run left, so a restarted server reads the database afresh", () => {
    const entries = path.join(distDir, "cache", "fetch-cache");
    fs.mkdirSync(path.join(entries, "tags"), { recursive: true });
    fs.writeFileSync(path.join(entries, "0f3a"), '{"kind":"FETCH","data":{}}');
    const images = path.join(distDir, "cache", "images");
    fs.mkdirSync(images, { recursive: true });

    expect(clearDataCache(distDir)).toBe(true);
    expect(fs.existsSync(entries)).toBe(false);
    // Only the data cache: the rest of the build folder stays.
    expect(fs.existsSync(images)).toBe(true);
  });

  it("does nothing on a first start with no cache folder", () => {
    expect(clearDataCache(distDir)).toBe(false);
    expect(fs.readdirSync(distDir)).toEqual([]);
  });
});
