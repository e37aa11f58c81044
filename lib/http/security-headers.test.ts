import { contentPagePolicy, HSTS_VALUE, noncePolicy, securityHeaders, servedOverHttps } from "./security-headers";

const directives = (policy: string) => new Map(policy.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe("the content pages' policy", () => {
  it("locks down everything the issue names: default-src, object-src, base-uri, frame-ancestors, form-action", () => {
    const policy = directives(contentPagePolicy());
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });

  it("allows scripts from this origin and Next's inline payload only: no other origin, no eval in production", () => {
    expect(directives(contentPagePolicy()).get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(contentPagePolicy()).not.toContain("unsafe-eval");
    expect(contentPagePolicy({ dev: true })).toContain("'unsafe-eval'");
  });
});

describe("a private page's policy", () => {
  it("takes scripts only by this request's nonce, with strict-dynamic and no 'unsafe-inline' or eval", () => {
    const scripts = directives(noncePolicy("abc123")).get("script-src");
    expect(scripts).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
    expect(directives(noncePolicy("abc123")).get("object-src")).toEqual(["'none'"]);
  });
});

describe("securityHeaders", () => {
  it("sends COOP, CORP, nosniff, a referrer policy and a permissions policy on every answer", () => {
    expect(securityHeaders()).toMatchObject({
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(securityHeaders()["Permissions-Policy"]).toContain("camera=()");
  });

  it("sends HSTS of at least a year only for a production site served over HTTPS", () => {
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toBe(HSTS_VALUE);
    expect(Number(/max-age=(\d+)/.exec(HSTS_VALUE)![1])).toBeGreaterThanOrEqual(31_536_000);
    expect(securityHeaders({ https: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ https: true, dev: true })["Strict-Transport-Security"]).toBeUndefined();
  });

  it("reads HTTPS from the public origin", () => {
    expect(servedOverHttps("https://www.example-hospital.in")).toBe(true);
    expect(servedOverHttps("http://localhost:3000")).toBe(false);
    expect(servedOverHttps(undefined)).toBe(false);
  });
});
