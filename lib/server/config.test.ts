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
    });
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
  ])("stops with a message naming %s when it is malformed", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });
});
