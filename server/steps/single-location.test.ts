import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { serveSteps } from "../test-server";
import { keepSingleLocation } from "./single-location";

// Regression: Next 16.4 sent a cached page's 308 (a doctor's address in capitals) with two
// Location headers.
async function headersOf(answer: (res: ServerResponse) => void) {
  const s = await serveSteps([keepSingleLocation], (_req, res) => answer(res));
  try {
    const response = await fetch(`${s.url}/`, { redirect: "manual" });
    return { status: response.status, location: response.headers.get("location") };
  } finally {
    await s.close();
  }
}

describe("keepSingleLocation", () => {
  it("answers a redirect whose Location was set as a list, appended again or passed to writeHead with one Location", async () => {
    const target = "/doctordetail/dr-rajesh-iyer";
    expect(await headersOf((res) => (res.setHeader("Location", [target, target]), res.writeHead(308).end()))).toEqual({ status: 308, location: target });
    expect(await headersOf((res) => (res.setHeader("location", target), res.appendHeader("location", target), res.writeHead(308).end()))).toEqual({ status: 308, location: target });
    expect(await headersOf((res) => res.writeHead(308, { location: [target, target] } as unknown as OutgoingHttpHeaders).end())).toEqual({ status: 308, location: target });
  });

  it("leaves other headers and answers alone", async () => {
    expect(await headersOf((res) => (res.setHeader("Vary", ["rsc", "accept-encoding"]), res.writeHead(200).end("ok")))).toEqual({ status: 200, location: null });
  });
});
