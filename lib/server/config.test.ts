import path from "node:path";
import { ConfigError, parseConfig } from "./config";

describe("config", () => {
  it("applies the documented defaults when nothing is set", () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      databaseUrl: null,
      dataDir: path.resolve("./data"),
      port: 3000,
      siteUrl: "http://localhost:3000",
      emergencyPhone: "+91 20 6720 1000",
      timeZone: "Asia/Kolkata",
      apiMaxBodyBytes: 100 * 1024,
      seedOnStart: true,
      isBuild: false,
      distDir: path.resolve(".next"),
      staffSession: { idleMs: 30 * 60_000, maxMs: 12 * 3600_000 },
    });
  });

  it("reads the console sessions' lifetimes, and refuses an idle lifetime longer than the absolute one", () => {
    expect(parseConfig({ STAFF_SESSION_IDLE_MINUTES: "15", STAFF_SESSION_MAX_HOURS: "8" }).staffSession).toEqual({ idleMs: 15 * 60_000, maxMs: 8 * 3600_000 });
    expect(() => parseConfig({ STAFF_SESSION_IDLE_MINUTES: "240", STAFF_SESSION_MAX_HOURS: "2" })).toThrow(/STAFF_SESSION_IDLE_MINUTES: must not be longer than STAFF_SESSION_MAX_HOURS/);
  });

  it("finds the build folder where next.config.ts puts it (NEXT_DIST_DIR)", () => {
    expect(parseConfig({ NEXT_DIST_DIR: ".next-bench" }).distDir).toBe(path.resolve(".next-bench"));
  });

  it("reads every setting and trims a trailing slash from SITE_URL", () => {
    const c = parseConfig({
      DATABASE_URL: "postgres://u@h:5432/db",
      DATA_DIR: "/var/lib/hospital",
      PORT: "8080",
      SITE_URL: "https://www.sunrise.example/",
      EMERGENCY_PHONE: "+91 80 1234 5678",
      HOSPITAL_TIMEZONE: "Asia/Dubai",
      API_MAX_BODY_KB: "256",
      DATABASE_SEED: "off",
    });
    expect(c.databaseUrl).toBe("postgres://u@h:5432/db");
    expect(c.siteUrl).toBe("https://www.sunrise.example");
    expect(c.port).toBe(8080);
    expect(c.apiMaxBodyBytes).toBe(256 * 1024);
    expect(c.seedOnStart).toBe(false);
  });

  it.each([
    ["DATABASE_URL", "mysql://x"],
    ["PORT", "eighty"],
    ["SITE_URL", "ftp://x"],
    ["EMERGENCY_PHONE", "call us"],
    ["HOSPITAL_TIMEZONE", "Mars/Olympus"],
    ["DATABASE_SEED", "sometimes"],
    ["STAFF_SESSION_IDLE_MINUTES", "1"],
    ["STAFF_SESSION_MAX_HOURS", "half a day"],
  ])("stops with a message naming %s when it is malformed", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it.each([
    ["https://www.sunrise.example", "https://www.sunrise.example"],
    ["https://www.sunrise.example/", "https://www.sunrise.example"],
    ["  https://WWW.Sunrise.Example:443/  ", "https://www.sunrise.example"],
    ["http://127.0.0.1:3120", "http://127.0.0.1:3120"],
    ["http://localhost:3000", "http://localhost:3000"],
    ["https://[2001:db8::1]:8443", "https://[2001:db8::1]:8443"],
  ])("reads SITE_URL %j as the origin %s", (value, origin) => {
    expect(parseConfig({ SITE_URL: value }).siteUrl).toBe(origin);
  });

  it.each([
    ["a path", "https://www.sunrise.example/hospital"],
    ["a query", "https://www.sunrise.example/?utm=x"],
    ["an empty query", "https://www.sunrise.example?"],
    ["a fragment", "https://www.sunrise.example/#top"],
    ["credentials", "https://admin:secret@www.sunrise.example"],
    ["a user name", "https://admin@www.sunrise.example"],
    ["another scheme", "ftp://www.sunrise.example"],
    ["javascript:", "javascript:alert(1)"],
    ["no scheme", "www.sunrise.example"],
    ["a protocol-relative URL", "//www.sunrise.example"],
    ["blank", "   "],
    ["garbage", "not a url"],
  ])("stops with a message naming SITE_URL when it has %s", (_label, value) => {
    expect(() => parseConfig({ SITE_URL: value })).toThrow(ConfigError);
    expect(() => parseConfig({ SITE_URL: value })).toThrow(/SITE_URL: must be the site's public origin/);
  });

  describe("SITE_URL in production", () => {
    it("stops a production server that has no SITE_URL, naming the setting and what it is for", () => {
      for (const env of [{ NODE_ENV: "production" }, { NODE_ENV: "production", SITE_URL: "" }]) {
        expect(() => parseConfig(env)).toThrow(ConfigError);
        expect(() => parseConfig(env)).toThrow(/SITE_URL: must be set in production.*canonical links, og:url, the sitemap and robots\.txt/);
      }
    });

    it("lists the missing SITE_URL beside the other bad settings", () => {
      expect(() => parseConfig({ NODE_ENV: "production", PORT: "eighty" })).toThrow(/PORT[\s\S]*SITE_URL: must be set/);
    });

    it("starts in production with SITE_URL set, localhost included when it is said explicitly", () => {
      expect(parseConfig({ NODE_ENV: "production", SITE_URL: "https://www.sunrise.example" }).siteUrl).toBe("https://www.sunrise.example");
      expect(parseConfig({ NODE_ENV: "production", SITE_URL: "http://localhost:3000" }).siteUrl).toBe("http://localhost:3000");
    });

    it("does not need SITE_URL for the build (pages that use it render per request) or outside production", () => {
      expect(parseConfig({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }).siteUrl).toBe("http://localhost:3000");
      expect(parseConfig({ NODE_ENV: "development", PORT: "4000" }).siteUrl).toBe("http://localhost:4000");
      expect(parseConfig({ NODE_ENV: "test" }).siteUrl).toBe("http://localhost:3000");
    });
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  describe("the test suite's low cost (TEST_LOW_COST)", () => {
    it("is taken only under NODE_ENV=test", () => {
      expect(parseConfig({ NODE_ENV: "test", TEST_LOW_COST: "1" }).lowTestCost).toBe(true);
      expect(parseConfig({ NODE_ENV: "test" }).lowTestCost).toBe(false);
      expect(parseConfig({}).lowTestCost).toBe(false);
    });

    it.each([
      ["a production server", { NODE_ENV: "production", SITE_URL: "https://www.sunrise.example" }],
      ["the build", { NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }],
      ["a development server", { NODE_ENV: "development" }],
      ["a script with no NODE_ENV (staff:create, db:seed)", {}],
    ])("stops %s from starting with it, naming the setting", (_who, env) => {
      expect(() => parseConfig({ ...env, TEST_LOW_COST: "1" })).toThrow(/TEST_LOW_COST: .*refused unless NODE_ENV=test/);
    });

    it("takes no other value", () => {
      expect(() => parseConfig({ NODE_ENV: "test", TEST_LOW_COST: "yes" })).toThrow(/TEST_LOW_COST: must be 1/);
    });
  });
});
