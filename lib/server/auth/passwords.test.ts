import { forgetConfig } from "../config";
import { dummyHash, hashPassword, passwordProblem, PRODUCTION_COST, TEST_COST, verifyPassword } from "./passwords";

/** Runs `work` with the settings of a production server (no TEST_LOW_COST), then restores the suite's. */
async function atProductionCost<T>(work: () => Promise<T>): Promise<T> {
  const saved = process.env.TEST_LOW_COST;
  delete process.env.TEST_LOW_COST;
  forgetConfig();
  try {
    return await work();
  } finally {
    process.env.TEST_LOW_COST = saved;
    forgetConfig();
  }
}

const costOf = (hash: string) => hash.split("$").slice(0, 4);

describe("passwords", () => {
  it("hashes at production cost with OWASP's scrypt setting (N=2^15, r=8, p=3), and verifies only the right password", async () => {
    expect(PRODUCTION_COST).toEqual({ logN: 15, r: 8, p: 3 });
    const hash = await atProductionCost(() => hashPassword("kettle-monsoon-harbour-42"));
    expect(hash).toMatch(/^scrypt\$15\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("kettle-monsoon-harbour-42", hash)).toBe(true);
    expect(await verifyPassword("kettle-monsoon-harbour-43", hash)).toBe(false);
  });

  it("hashes with a salt per hash at the suite's low cost, and verifies only the right password", async () => {
    const a = await hashPassword("kettle-monsoon-harbour-42");
    const b = await hashPassword("kettle-monsoon-harbour-42");
    expect(a).toMatch(new RegExp(`^scrypt\\$${TEST_COST.logN}\\$${TEST_COST.r}\\$${TEST_COST.p}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(a).not.toBe(b);
    expect(await verifyPassword("kettle-monsoon-harbour-42", a)).toBe(true);
    expect(await verifyPassword("kettle-monsoon-harbour-43", a)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });

  it("verifies a hash by the cost written in it, whatever the current cost", async () => {
    const cheap = await hashPassword("kettle-monsoon-harbour-42");
    expect(await atProductionCost(() => verifyPassword("kettle-monsoon-harbour-42", cheap))).toBe(true);
  });

  it.each([
    ["short", "Short1!", /at least 12 characters/],
    ["a common password", "qwerty123456", /most common/],
    ["a common password with digits and symbols stuck on", "password12345!", /most common/],
    ["one character repeated", "aaaaaaaaaaaaaaa", /too few characters/],
    ["the e-mail's name", "meera.joshi2026", /e-mail/],
  ])("refuses %s", (_what, candidate, message) => {
    expect(passwordProblem(candidate, "meera.joshi@hospital.example")).toMatch(message);
  });

  it.each([
    ["the whole address with digits (regression: a two-letter name was not checked)", "pw@audit.in", "pw@audit.in1234"],
    ["the domain with digits", "pw@audit.in", "audit.in2026audit"],
    ["the name's words rearranged", "meera.joshi@hospital.example", "Joshi-Meera-2026!"],
    ["the hospital's domain word", "asha.rao@sunrisehospital.in", "sunrisehospital#1"],
  ])("refuses a password built from the e-mail: %s", (_what, email, candidate) => {
    expect(passwordProblem(candidate, email)).toMatch(/e-mail/);
  });

  it("takes a password that holds a piece of the e-mail among words of its own", () => {
    expect(passwordProblem("audit.in kettle monsoon", "pw@audit.in")).toBeNull();
    expect(passwordProblem("lapwing over the river", "pw@audit.in")).toBeNull();
  });

  it("checks an unknown e-mail against a ready-made hash of the same cost, which no password opens, at either cost", async () => {
    expect(costOf(dummyHash())).toEqual(costOf(await hashPassword("x".repeat(12))));
    expect(await verifyPassword("", dummyHash())).toBe(false);
    const production = await atProductionCost(async () => ({ dummy: dummyHash(), made: await hashPassword("x".repeat(12)) }));
    expect(costOf(production.dummy)).toEqual(["scrypt", "15", "8", "3"]);
    expect(costOf(production.dummy)).toEqual(costOf(production.made));
  });

  it("accepts a long passphrase of unrelated words", () => {
    expect(passwordProblem("kettle-monsoon-harbour-42", "meera.joshi@hospital.example")).toBeNull();
  });
});
