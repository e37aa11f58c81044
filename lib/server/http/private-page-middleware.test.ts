import { NextRequest } from "next/server";
import { config, middleware } from "@/middleware";
import { CONSOLE_MATCHERS, PRIVATE_PAGES } from "@/lib/routes";

// middleware.ts: the nonce-based policy of the pages with patient or payment data.

const scriptSrc = (policy: string | null) => /script-src ([^;]*)/.exec(policy ?? "")?.[1] ?? "";
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

describe("the private pages' middleware", () => {
  it("runs on the private pages and the console only, so cached content pages never pay for a middleware", () => {
    expect([...config.matcher].sort()).toEqual([...PRIVATE_PAGES, ...CONSOLE_MATCHERS].sort());
  });

  it("gives each answer a fresh 144-bit base64 nonce, on the request (for Next) and on the answer (for the browser)", () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const response = middleware(new NextRequest("http://127.0.0.1/appointment"));
      const policy = response.headers.get("content-security-policy");
      const nonce = nonceOf(policy)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(18);
      // NextResponse.next({ request: { headers } }) hands the request's new headers to Next this way.
      expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(50);
  });

  it("takes scripts by nonce and strict-dynamic only in production (eval under next dev), and the answer is never stored", () => {
    const env = process.env as Record<string, string | undefined>;
    const nodeEnv = env.NODE_ENV;
    try {
      env.NODE_ENV = "production";
      const response = middleware(new NextRequest("http://127.0.0.1/payment"));
      const policy = response.headers.get("content-security-policy");
      expect(scriptSrc(policy)).toBe(`'nonce-${nonceOf(policy)}' 'strict-dynamic'`);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      env.NODE_ENV = "development";
      expect(scriptSrc(middleware(new NextRequest("http://127.0.0.1/payment")).headers.get("content-security-policy"))).toContain("'unsafe-eval'");
    } finally {
      env.NODE_ENV = nodeEnv;
    }
  });
});
