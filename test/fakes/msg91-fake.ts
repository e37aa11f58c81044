import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of MSG91's flow API (POST /api/v5/flow), answering as its documentation says:
 * success for the right `authkey`, 401 otherwise; a test can set the next answer, or make it
 * never answer (the sender's timeout must fire).
 */
export interface Msg91Fake {
  url: string;
  requests: { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  answer: (status: number, body: unknown) => void;
  hang: () => void;
  close: () => Promise<void>;
}

export async function startMsg91Fake(authKey: string): Promise<Msg91Fake> {
  let next: { status: number; body: unknown } | "hang" | null = null;
  const requests: Msg91Fake["requests"] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      requests.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") });
      const answer = next;
      next = null;
      if (answer === "hang") return; // never answers: the sender's timeout must fire
      res.writeHead(answer?.status ?? (req.headers.authkey === authKey ? 200 : 401), { "content-type": "application/json" });
      res.end(JSON.stringify(answer?.body ?? (req.headers.authkey === authKey ? { type: "success", message: "3461676a6c4a353532383434" } : { type: "error", message: "Authentication failure" })));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (status, body) => (next = { status, body }),
    hang: () => (next = "hang"),
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}
