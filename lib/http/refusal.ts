import { ROUTES } from "@/lib/routes";
import { REQUEST_ID_HEADER } from "./request-id";
import { securityHeaders } from "./security-headers";

// Answers given before any route or page runs (the server: server/steps/refuse.ts):
// a JSON envelope under /api, a small HTML page elsewhere. Pure, so both can use it.

export interface Refusal {
  status: number;
  /** One sentence a visitor or a client's developer can act on. */
  message: string;
  allow?: string[];
}

export interface RenderedRefusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const TITLES: Record<number, string> = {
  400: "Bad request",
  404: "Not found",
  405: "Method not allowed",
  408: "Request timeout",
  415: "Unsupported media type",
  431: "Request headers too large",
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A refusal's status, headers and body; `classHeaders` are those of its address's class (the
 * server passes them: a private page's nonce policy and `private, no-store`, HSTS on https).
 */
export function renderRefusal({ status, message, allow }: Refusal, api: boolean, requestId?: string, classHeaders: Record<string, string> = securityHeaders()): RenderedRefusal {
  const headers: Record<string, string> = {
    "Cache-Control": "no-store",
    ...classHeaders,
    ...(allow?.length ? { Allow: allow.join(", ") } : {}),
    ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
  };
  if (status === 204) return { status, headers, body: "" };
  if (api) {
    return { status, headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify({ success: 0, message }) };
  }
  const title = TITLES[status] ?? "Request not handled";
  const body = `<!doctype html><html lang=en><meta charset=utf-8><title>${title}</title><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="${ROUTES.home}">Go to the home page</a></p>`;
  return { status, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" }, body };
}

/** The refusal for a method an address does not answer (see methodVerdict). */
export function methodRefusal(method: string, pathname: string, verdict: { status: number; allow: string[] }): Refusal {
  if (verdict.status === 404) {
    return { status: 404, message: `There is no API endpoint at ${pathname}. Check the path against the API reference.` };
  }
  const usable = verdict.allow.filter((m) => m !== "HEAD" && m !== "OPTIONS");
  return {
    status: verdict.status,
    allow: verdict.allow,
    message: `The method ${method} is not allowed here; use ${usable.join(" or ")}.`,
  };
}
