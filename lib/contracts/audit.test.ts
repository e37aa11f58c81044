import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { AUDIT_ACTION_TEXT, AUDIT_ACTIONS } from "./audit";

// Every audit action has words, declared once beside the list of actions; an action recorded
// anywhere in the code that is not declared (so has no words) fails here, as it fails the type check.

const ROOT = join(__dirname, "..", "..");
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

describe("the audit log's actions", () => {
  it("each declared action has words of its own, in the console's sentence case", () => {
    expect(AUDIT_ACTIONS.length).toBeGreaterThan(20);
    for (const action of AUDIT_ACTIONS) {
      const words = AUDIT_ACTION_TEXT[action];
      expect(words.trim().length).toBeGreaterThan(5);
      expect(words).toMatch(/^[A-Z]/);
      expect(words).not.toContain("_");
    }
    expect(new Set(Object.values(AUDIT_ACTION_TEXT)).size).toBe(AUDIT_ACTIONS.length);
  });

  it("every action the code records is declared (and so has words)", () => {
    const recorded = new Set<string>();
    for (const file of [...sources(join(ROOT, "lib", "server")), ...sources(join(ROOT, "app", "api"))]) {
      const text = readFileSync(file, "utf8");
      if (!text.includes("recordAudit(")) continue;
      for (const m of text.matchAll(/\baction: (?:[^,}]*\? )?"([a-z_]+)"(?: : "([a-z_]+)")?/g)) {
        recorded.add(m[1]);
        if (m[2]) recorded.add(m[2]);
      }
    }
    expect(recorded.size).toBeGreaterThan(20);
    expect([...recorded].filter((a) => !Object.hasOwn(AUDIT_ACTION_TEXT, a))).toEqual([]);
  });
});
