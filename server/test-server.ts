import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net, { type AddressInfo } from "node:net";
import { requestPath, type Step } from "./request-path";
import { routeTable, type Route } from "./routes";

// What the server's tests share: a real node:http server running some steps in front of a
// stand-in for Next, raw requests as an attacker's client sends them, and a small route table.

export interface TestServer {
  url: string;
  port: number;
  server: http.Server;
  close(): Promise<void>;
}

/** A real server: `steps`, then `last` (a stand-in for Next's handler). */
export async function serveSteps(steps: Step[], last: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void): Promise<TestServer> {
  const listener = requestPath(steps, async (req, res) => last(req, res));
  const server = http.createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, server, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Sends raw bytes and reads the raw answer, as an attacker's client would. */
export function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

/** A GET whose answer is read as sent, bytes and all (fetch would decompress it). */
export function getRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** A site in small: pages (one private, a console page), a short-link handler, API routes and the API's catch-all. */
export const TEST_ROUTES = routeTable(
  (
    [
      ["/", "page"],
      ["/doctorList", "page"],
      ["/doctorList/filtered/[speciality]/[gender]/[language]/[page]", "page"],
      ["/doctordetail/[username]", "page"],
      ["/specialities/[name]", "page"],
      ["/appointment", "page"],
      ["/admin/staff", "page"],
      ["/p/[shortId]", "handler"],
      ["/public/[...path]", "handler"],
      ["/api/health", "api", ["GET"]],
      ["/api/web/footer/get", "api", ["POST"]],
      ["/api/web/service/[category]/[id]", "api", ["GET"]],
      ["/api/admin/inbox/applications/[id]/resume", "api", ["GET"]],
      ["/api/[...path]", "api", []],
    ] as const
  ).map(([pattern, kind, methods]): Route => ({ pattern, kind, methods: methods ?? [] })),
);
