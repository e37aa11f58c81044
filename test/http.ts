import type { RouteFn } from "@/lib/server/api/route";

/** Calls a route handler the way Next does: a real Request and a params promise. */
export async function call(
  handler: RouteFn,
  path: string,
  init: RequestInit & { json?: unknown; params?: Record<string, string | string[]> } = {},
): Promise<{ status: number; body: Record<string, unknown> & { success: 0 | 1; message?: string; data?: unknown }; response: Response }> {
  const { json, params, ...rest } = init;
  const headers = new Headers(rest.headers);
  let body = rest.body;
  if (json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(json);
  }
  const request = new Request(`http://localhost${path}`, { method: "POST", ...rest, headers, body });
  const response = await handler(request, { params: Promise.resolve(params ?? {}) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, response };
}
