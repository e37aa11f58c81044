import { NextRequest } from "next/server";
import { config, middleware } from "@/middleware";
import { PRIVATE_PAGE_MATCHER } from "./address-class";

// middleware.ts, Next's own step for the private pages and the console: its matcher is the
// address classes' declaration, and plain `next start` gives these pages their policy.

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

describe("middleware.ts", () => {
  it("matches exactly the private class's addresses (lib/http/address-class.ts), spelt as Next needs a literal", () => {
    expect(config.matcher).toEqual(PRIVATE_PAGE_MATCHER);
  });

  it("gives a private page a fresh nonce on the request for Next and on the answer, and never lets it be stored", () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const answer = middleware(new NextRequest("http://localhost/my-data"));
      const policy = answer.headers.get("content-security-policy");
      const nonce = nonceOf(policy)!;
      expect(Buffer.from(nonce, "base64")).toHaveLength(18);
      expect(answer.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it("never takes a nonce from the request: one a client sends is replaced by a fresh one", () => {
    const given = "script-src 'nonce-AAAAAAAAAAAAAAAAAAAAAAAA' 'strict-dynamic'";
    const answer = middleware(new NextRequest("http://localhost/payment", { headers: { "content-security-policy": given } }));
    const nonce = nonceOf(answer.headers.get("content-security-policy"));
    expect(nonce).not.toBe("AAAAAAAAAAAAAAAAAAAAAAAA");
    expect(nonceOf(answer.headers.get("x-middleware-request-content-security-policy"))).toBe(nonce);
  });

  it("sends a console page without a session cookie to its sign-in page, keeping where it was going; the sign-in page, a signed-in visitor and an unknown address pass", () => {
    const out = middleware(new NextRequest("http://localhost/admin/bookings"));
    expect(out.status).toBe(307);
    expect(new URL(out.headers.get("location")!).pathname + new URL(out.headers.get("location")!).search).toBe("/admin/login?next=%2Fadmin%2Fbookings");
    expect(out.headers.get("cache-control")).toBe("private, no-store");
    // The redirect carries the console's security headers as its pages do.
    expect(out.headers.get("x-content-type-options")).toBe("nosniff");
    expect(out.headers.get("content-security-policy")).toMatch(/frame-ancestors 'self'/);
    // Signing in and setting a forgotten password are for people without a session.
    for (const open of ["/admin/login", "/admin/forgot-password", "/admin/reset-password"]) {
      const answer = middleware(new NextRequest(`http://localhost${open}`));
      expect([open, answer.headers.get("location"), answer.headers.get("cache-control")]).toEqual([open, null, "private, no-store"]);
    }
    expect(middleware(new NextRequest("http://localhost/admin", { headers: { cookie: "staff_session=abc" } })).headers.get("location")).toBeNull();
    // An unknown address under /admin is the site's 404 for everyone, not a sign-in page.
    expect(middleware(new NextRequest("http://localhost/admin/nope")).headers.get("location")).toBeNull();
    expect(middleware(new NextRequest("http://localhost/admin/content/no-such-collection")).headers.get("location")).toBeNull();
  });
});
