/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";

// The type check holds every reason thrown to the union; this holds the union to what is thrown:
// a reason that no server code sends any more is taken out of it.

const ROOT = path.resolve(__dirname, "../..");
const declared = [...fs.readFileSync(path.join(__dirname, "reasons.ts"), "utf8").matchAll(/^\s*\| "([a-z_]+)"/gm)].map((m) => m[1]);

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sent = serverSources(path.join(ROOT, "lib/server"))
  .concat(serverSources(path.join(ROOT, "app/api")))
  .map((file) => fs.readFileSync(file, "utf8"))
  .join("\n");

describe("the failure reasons", () => {
  it("are read from the union", () => {
    expect(declared.length).toBeGreaterThan(40);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it.each(declared)("%s is sent by some server code", (reason) => {
    expect(sent).toContain(`"${reason}"`);
  });
});
