import { isVisit } from "./visit";

const headers = (init: Record<string, string> = {}) => new Headers(init);

describe("isVisit: only a GET that is not a prefetch is a visit of a short link", () => {
  it.each([
    ["a plain GET", "GET", {}],
    ["a browser navigation", "GET", { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", accept: "text/html" }],
    ["a client-side navigation of the Next.js router", "GET", { rsc: "1" }],
    ["a lower-case method", "get", {}],
  ])("counts %s", (_label, method, init) => {
    expect(isVisit(method, headers(init))).toBe(true);
  });

  it.each([
    ["HEAD", "HEAD", {}],
    ["POST", "POST", {}],
    ["OPTIONS", "OPTIONS", {}],
    ["a Next.js router prefetch", "GET", { rsc: "1", "next-router-prefetch": "1" }],
    ["a Next.js middleware prefetch", "GET", { "x-middleware-prefetch": "1" }],
    ["Sec-Purpose: prefetch", "GET", { "sec-purpose": "prefetch" }],
    ["Sec-Purpose: prefetch;prerender", "GET", { "sec-purpose": "prefetch;prerender" }],
    ["Sec-Purpose: prefetch; anonymous-client-ip", "GET", { "sec-purpose": "prefetch; anonymous-client-ip" }],
    ["Purpose: prefetch", "GET", { purpose: "prefetch" }],
    ["Purpose: Prefetch (any case)", "GET", { purpose: "Prefetch" }],
    ["X-Purpose: preview", "GET", { "x-purpose": "preview" }],
    ["X-Moz: prefetch", "GET", { "x-moz": "prefetch" }],
  ])("does not count %s", (_label, method, init) => {
    expect(isVisit(method, headers(init))).toBe(false);
  });
});
