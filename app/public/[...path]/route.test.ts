import { call } from "@/test/http";
import { GET, POST } from "./route";

describe("GET /public/<path>", () => {
  it("serves a site asset with its content type", async () => {
    const { status, response } = await fetchFile(["images", "logo.svg"]);
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toContain("max-age=86400");
  });

  it.each([
    [["images", "missing.svg"]],
    [["..", "package.json"]],
    [["images", "..", "..", "package.json"]],
    [["images", "logo.exe"]],
  ])("answers %j with a JSON 404", async (segments) => {
    const { status, body } = await fetchFile(segments);
    expect(status).toBe(404);
    expect(body.success).toBe(0);
  });

  it("answers POST with a JSON 405", async () => {
    const { status } = await call(POST, "/public/images/logo.svg", { method: "POST", params: { path: ["images", "logo.svg"] } });
    expect(status).toBe(405);
  });
});

async function fetchFile(segments: string[]) {
  const request = new Request(`http://localhost/public/${segments.join("/")}`);
  const response = await GET(request, { params: Promise.resolve({ path: segments }) });
  const isJson = response.headers.get("content-type")?.includes("json");
  return { status: response.status, response, body: isJson ? await response.json() : {} };
}
