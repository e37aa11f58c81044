import http from "node:http";
import { describe, expect, it } from "@jest/globals";
import { keepSingleLocation } from "./single-location.mjs";

// Regression: Next 16.4 sent a cached page's 308 (a doctor's address in capitals) with two
// Location headers.
async function headersOf(handler) {
  const server = http.createServer((req, res) => handler(keepSingleLocation(res)));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/`, { redirect: "manual" });
    return { status: response.status, location: response.headers.get("location") };
  } finally {
    server.close();
  }
}

describe("keepSingleLocation", () => {
  it("answers a redirect whose Location was set as a list, appended again or passed to writeHead with one Location", async () => {
    const target = "/doctordetail/dr-rajesh-iyer";
    expect(await headersOf((res) => (res.setHeader("Location", [target, target]), res.writeHead(308).end()))).toEqual({ status: 308, location: target });
    expect(await headersOf((res) => (res.setHeader("location", target), res.appendHeader("location", target), res.writeHead(308).end()))).toEqual({ status: 308, location: target });
    expect(await headersOf((res) => res.writeHead(308, { location: [target, target] }).end())).toEqual({ status: 308, location: target });
  });

  it("leaves other headers and answers alone", async () => {
    const result = await headersOf((res) => (res.setHeader("Vary", ["rsc", "accept-encoding"]), res.writeHead(200).end("ok")));
    expect(result).toEqual({ status: 200, location: null });
  });
});
