import { File as NodeFile } from "node:buffer";
import { CALLS } from "@/lib/contracts/calls";
import { ApiError, browser, STAYS_ON_UNAUTHORIZED, TOKEN_KEY } from "./client";
import * as publicCalls from "./calls";
import * as consoleCalls from "./console-calls";

// Every browser function against the declaration it is derived from (lib/contracts/calls): it
// posts to that call's path and unwraps the envelope. Which route answers each declared call is
// app/api/routes.test.ts's to prove; calls.types.test.ts proves the types.

const callsOf = (module: object) => Object.entries(module).filter(([, value]) => typeof value === "function" && typeof (value as { path?: unknown }).path === "string") as [string, { path: string }][];
const exported = [...callsOf(publicCalls), ...callsOf(consoleCalls)];
/** The declared path (under /api) of a browser function. */
const declaredPathOf = (call: { path: string }) => (callsOf(consoleCalls).some(([, c]) => c === call) ? `admin/${call.path}` : call.path);

describe("the browser's calls", () => {
  it("are each a declared POST call", () => {
    expect(exported.length).toBeGreaterThanOrEqual(40);
    const declared = new Map(CALLS.map((c) => [c.path, c.method]));
    for (const [name, call] of exported) expect([name, declared.get(declaredPathOf(call))]).toEqual([name, "POST"]);
  });

  it("name each path once", () => {
    const paths = exported.map(([, call]) => declaredPathOf(call));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

/** Replaces the network: records each request (its body read at once) and answers `respond`. */
function mockFetch(respond: (request: Request) => Response) {
  const requests: { url: string; method: string; headers: Headers; body: string }[] = [];
  jest.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    requests.push({ url: request.url, method: request.method, headers: request.headers, body: await request.clone().text() });
    return respond(request);
  });
  return requests;
}

/** Replaces XMLHttpRequest (the uploads with progress): records each request and answers 201 with `answer`. */
function mockXhr(answer: unknown) {
  const sent: { url: string; method: string; headers: Record<string, string>; form: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    timeout = 0;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private request = { url: "", method: "", headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    send(form: FormData) {
      sent.push({ ...this.request, form });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      this.status = 201;
      this.responseText = JSON.stringify(answer);
      this.onload?.();
    }
  }
  const original = window.XMLHttpRequest;
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => (window.XMLHttpRequest = original) };
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(browser, "redirect").mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe("a call on the wire", () => {
  it.each(exported.filter(([name]) => !["applyForJob", "uploadImage", "getBookingCalendar", "exportMyData", "updateShortLink"].includes(name)))("%s posts its input as JSON to its own path", async (_name, call) => {
    const requests = mockFetch(() => Response.json({ success: 1, data: { ok: true } }));
    const input = { marker: "sent as it is" };
    const run = call as unknown as ((input: unknown) => Promise<unknown>) & ((param: string, input: unknown) => Promise<unknown>);
    const filled = call.path.includes("[") ? call.path.replace("[collection]", "doctors") : call.path;
    await expect(call.path.includes("[") ? run("doctors", input) : run(input)).resolves.toEqual({ ok: true });
    const prefix = callsOf(consoleCalls).some(([, c]) => c === call) ? "/api/admin/" : "/api/";
    expect(requests).toHaveLength(1);
    expect([requests[0].method, new URL(requests[0].url).pathname, requests[0].headers.get("content-type")]).toEqual(["POST", prefix + filled, "application/json"]);
    expect(JSON.parse(requests[0].body)).toEqual(input);
  });

  it("a call that takes nothing sends no body to the public API, and {} to the console's", async () => {
    const requests = mockFetch(() => Response.json({ success: 1, data: {} }));
    await publicCalls.getSavedPatients();
    await consoleCalls.signOut();
    expect(requests.map((r) => [new URL(r.url).pathname, r.body])).toEqual([
      ["/api/web/user/saved-patients", ""],
      ["/api/admin/auth/logout", "{}"],
    ]);
  });

  it("a dynamic segment is filled with its value, encoded as one segment", async () => {
    const requests = mockFetch(() => Response.json({ success: 1, data: { id: null, version: null, values: {} } }));
    await consoleCalls.getRecord("doctors", {});
    await consoleCalls.getRecord("a/b" as "doctors", {});
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(["/api/admin/content/doctors/get", "/api/admin/content/a%2Fb/get"]);
  });
});

describe("unwrapping (docs/ARCHITECTURE.md: the envelope)", () => {
  const envelope = { success: 1, data: [{ _id: "d1" }], message: "Found.", pagination: { page: 2, limit: 10, total: 11 } };

  it("a call answers the envelope's data", async () => {
    mockFetch(() => Response.json(envelope));
    await expect(publicCalls.searchDoctors({ page: 2, limit: 10 })).resolves.toEqual([{ _id: "d1" }]);
  });

  it(".answer gives the data with the envelope's message and pagination, without its success flag", async () => {
    mockFetch(() => Response.json(envelope));
    await expect(publicCalls.searchDoctors.answer({ page: 2, limit: 10 })).resolves.toEqual({ data: [{ _id: "d1" }], message: "Found.", pagination: { page: 2, limit: 10, total: 11 } });
    mockFetch(() => Response.json({ success: 1, data: { id: "x", version: "1", created: true } }, { status: 201 }));
    await expect(consoleCalls.saveRecord.answer("doctors", { values: {} })).resolves.toEqual({ data: { id: "x", version: "1", created: true } });
  });

  it("a 2xx that is not a success envelope is refused as an ApiError with its message", async () => {
    mockFetch(() => Response.json({ success: 0, message: "Doctor not found" }));
    await expect(publicCalls.getBooking({ link: "x" })).rejects.toMatchObject({ name: "ApiError", status: 200, message: "Doctor not found" });
    mockFetch(() => Response.json([1, 2]));
    await expect(consoleCalls.signIn({ email: "a@b.c", password: "p" })).rejects.toMatchObject({ name: "ApiError", message: "An error occurred" });
  });

  it("a failure is the ApiError of its envelope: message, status, field errors and reason", async () => {
    mockFetch(() => Response.json({ success: 0, message: "This slot was just taken.", code: "slot_taken", errors: [{ path: "slotStart", message: "taken" }] }, { status: 409 }));
    const error = (await publicCalls.holdSlot({ doctor: "d", slotStart: "2026-12-01T05:30:00Z", patientId: "p" }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message, error.code, error.errors]).toEqual([409, "This slot was just taken.", "slot_taken", [{ path: "slotStart", message: "taken" }]]);
  });

  it("a file call answers the file itself", async () => {
    const requests = mockFetch(() => new Response("BEGIN:VCALENDAR", { headers: { "Content-Type": "text/calendar" } }));
    const file = await publicCalls.getBookingCalendar({ orderId: "order_Abc123" });
    expect(await file.text()).toBe("BEGIN:VCALENDAR");
    expect([new URL(requests[0].url).pathname, JSON.parse(requests[0].body)]).toEqual(["/api/web/user/booking-calendar", { orderId: "order_Abc123" }]);
  });

  it("the export of one's data answers the JSON file itself", async () => {
    const requests = mockFetch(() => new Response('{"reference":"PR-ABCDEFGH"}', { headers: { "Content-Type": "application/json", "Content-Disposition": 'attachment; filename="my-data-PR-ABCDEFGH.json"' } }));
    const file = await publicCalls.exportMyData();
    expect(JSON.parse(await file.text())).toEqual({ reference: "PR-ABCDEFGH" });
    expect([requests[0].method, new URL(requests[0].url).pathname]).toEqual(["POST", "/api/web/my-data/export"]);
  });
});

describe("SPEC section 6 and 8 through a typed call", () => {
  it("sends the bearer token of localStorage", async () => {
    window.localStorage.setItem(TOKEN_KEY, "abc.def.ghi");
    const requests = mockFetch(() => Response.json({ success: 1, data: { orderId: "order_Abc123" } }));
    await publicCalls.createOrder({ bookingId: "b" });
    expect(requests[0].headers.get("authorization")).toBe("Bearer abc.def.ghi");
  });

  it("on a 401 drops the token and goes to /login, unless the call is one of the pages' declared exception (the payment pages, /my-data)", async () => {
    mockFetch(() => Response.json({ success: 0, message: "Verify your phone again." }, { status: 401 }));
    window.localStorage.setItem(TOKEN_KEY, "old");
    await expect(publicCalls.getOrderInfo({ orderId: "order_Abc123" })).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(browser.redirect).not.toHaveBeenCalled();
    window.localStorage.setItem(TOKEN_KEY, "old");
    await expect(publicCalls.createOrder({ bookingId: "b" })).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(browser.redirect).toHaveBeenCalledWith("/login");
  });

  it("the console keeps a page with typed work on a 401 when asked (keepPage), and otherwise goes to its sign-in", async () => {
    const requests = mockFetch(() => Response.json({ success: 0, message: "Sign in again." }, { status: 401 }));
    await expect(consoleCalls.saveRecord("doctors", { values: {} }, { keepPage: true })).rejects.toMatchObject({ status: 401 });
    expect(browser.redirect).not.toHaveBeenCalled();
    await expect(consoleCalls.confirmBooking({ id: "b" })).rejects.toMatchObject({ status: 401 });
    expect(browser.redirect).toHaveBeenCalledWith(expect.stringMatching(/^\/admin\/login/));
    expect(requests.map((r) => r.headers.get("x-console-keep-page"))).toEqual(["1", null]);
  });

  it("an abort signal abandons the call", async () => {
    const signals: AbortSignal[] = [];
    jest.spyOn(globalThis, "fetch").mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const signal = init?.signal ?? (input as Request).signal;
      signals.push(signal);
      return new Promise<Response>((_resolve, reject) => (signal.aborted ? reject(signal.reason) : signal.addEventListener("abort", () => reject(signal.reason))));
    });
    const controller = new AbortController();
    const pending = consoleCalls.uploadImage({ purpose: "photo", file: new Blob(["x"]) }, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toBeInstanceOf(ApiError);
    expect(signals.map((s) => s.aborted)).toEqual([true]);
  });
});

describe("uploads", () => {
  it("applyForJob sends the text fields, then the résumé, with its progress, and answers the data", async () => {
    window.localStorage.setItem(TOKEN_KEY, "t1");
    const xhr = mockXhr({ success: 1, data: { reference: "JA-1" }, message: "Thank you." });
    const progress: number[] = [];
    try {
      // Node's File: the test environment's FormData is Node's (test/jsdom-environment.js).
      const resume = new NodeFile(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }) as unknown as File;
      const answer = await publicCalls.applyForJob(
        { opening: "staff-nurse", name: "Asha Rao", email: "asha@example.com", phone: "98765 43210", experienceYears: "4", coverNote: "", pow: "p".repeat(10), resume },
        { onProgress: (f) => progress.push(f) },
      );
      expect(answer).toEqual({ reference: "JA-1" });
    } finally {
      xhr.restore();
    }
    const [request] = xhr.sent;
    expect([request.method, request.url, request.headers.authorization]).toEqual(["POST", "/api/web/career/add-job-user", "Bearer t1"]);
    expect([...request.form.keys()]).toEqual(["opening", "name", "email", "phone", "experienceYears", "coverNote", "pow", "resume"]);
    expect((request.form.get("resume") as File).name).toBe("cv.pdf");
    expect(progress).toEqual([0.5]);
  });

  it("uploadImage sends the purpose, then the file, as multipart to the console", async () => {
    const requests: Request[] = [];
    jest.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL) => {
      requests.push((input as Request).clone());
      return Response.json({ success: 1, data: { path: "/public/x.webp", width: 8, height: 8, bytes: 80 } }, { status: 201 });
    });
    const file = new NodeFile([new Uint8Array([0xff, 0xd8])], "meera.jpg", { type: "image/jpeg" }) as unknown as File;
    await expect(consoleCalls.uploadImage({ purpose: "photo", file })).resolves.toEqual({ path: "/public/x.webp", width: 8, height: 8, bytes: 80 });
    expect(new URL(requests[0].url).pathname).toBe("/api/admin/uploads/image");
    const form = await requests[0].formData();
    expect([...form.keys()]).toEqual(["purpose", "file"]);
    expect((form.get("file") as File).name).toBe("meera.jpg");
  });
});

describe("a refusal the page shows (updateShortLink's 409 stale)", () => {
  const link = { id: "open-day", target: "/gallery", permanent: false, expiresAt: null, hitCount: 0, createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-02T00:00:00Z", createdBy: null };

  it("answers ok with the saved link", async () => {
    mockFetch(() => Response.json({ success: 1, data: link, message: "Saved." }));
    await expect(consoleCalls.updateShortLink({ id: "open-day", updatedAt: link.updatedAt, target: "/gallery" })).resolves.toEqual({ ok: true, data: link });
  });

  it("answers the refusal, not an error, for a 409 stale with the link as it is now", async () => {
    const stale = { success: 0, message: "Someone changed this link.", code: "stale", current: link };
    mockFetch(() => Response.json(stale, { status: 409 }));
    await expect(consoleCalls.updateShortLink({ id: "open-day", updatedAt: "2025-01-01T00:00:00Z" })).resolves.toEqual({ ok: false, refusal: stale });
  });

  it("throws any other 409, and every other failure, as ApiError", async () => {
    mockFetch(() => Response.json({ success: 0, message: "Taken.", code: "id_taken" }, { status: 409 }));
    await expect(consoleCalls.updateShortLink({ id: "open-day", updatedAt: link.updatedAt })).rejects.toMatchObject({ name: "ApiError", status: 409, code: "id_taken" });
    mockFetch(() => Response.json({ success: 0, message: "Not found." }, { status: 404 }));
    await expect(consoleCalls.updateShortLink({ id: "open-day", updatedAt: link.updatedAt })).rejects.toMatchObject({ name: "ApiError", status: 404, message: "Not found." });
  });
});

describe("HTTP 401 on every public call (SPEC section 8, and the one declared exception)", () => {
  const staying = new Set(STAYS_ON_UNAUTHORIZED.flatMap((entry) => entry.calls));

  it("names the pages that keep the visitor on a 401, the calls whose 401 they answer, and why", () => {
    expect(STAYS_ON_UNAUTHORIZED.map((entry) => entry.pages)).toEqual([["/payment", "/payment/sandbox", "/payment-success", "/payment-failed"], ["/my-data"]]);
    // The payment pages: an order is paid for there, opened from another device or a shared
    // link, or the token lapses while the gateway takes the money; the page verifies the
    // booking's phone again and continues with the same order (/login is the not-found page).
    expect(STAYS_ON_UNAUTHORIZED[0].why).toMatch(/verify the booking's phone again/);
    // /my-data: verifying the phone is the page's first step, so its own 401 brings that step back.
    expect(STAYS_ON_UNAUTHORIZED[1].why).toMatch(/first step/);
    // Each is a declared call of the public site (a typo would exempt nothing).
    for (const call of staying) expect(callsOf(publicCalls).map(([, c]) => c.path)).toContain(call);
    expect([...staying].sort()).toEqual(
      ["web/my-data/correction", "web/my-data/erase", "web/my-data/export", "web/my-data/get", "web/my-data/withdraw-consent", "web/payment/claim-order", "web/payment/orderInfo", "web/payment/sandbox-pay", "web/payment/success"].sort(),
    );
  });

  it.each(exported.filter(([, call]) => callsOf(publicCalls).some(([, c]) => c === call) && call.path !== "web/career/add-job-user"))("%s: a 401 removes the token, and goes to /login unless declared", async (_name, call) => {
    mockFetch(() => Response.json({ success: 0, message: "Verify your phone again." }, { status: 401 }));
    window.localStorage.setItem(TOKEN_KEY, "expired");
    const run = call as unknown as (input: unknown) => Promise<unknown>;
    await expect(run({})).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    if (staying.has(call.path)) expect(browser.redirect).not.toHaveBeenCalled();
    else expect(browser.redirect).toHaveBeenCalledWith("/login");
  });

  it("an upload's 401 (a job application, sent with its progress) removes the token and goes to /login too", async () => {
    class Unauthorized {
      status = 0;
      responseText = "";
      timeout = 0;
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        this.status = 401;
        this.responseText = JSON.stringify({ success: 0, message: "Sign in again." });
        this.onload?.();
      }
    }
    const original = window.XMLHttpRequest;
    window.XMLHttpRequest = Unauthorized as unknown as typeof XMLHttpRequest;
    try {
      window.localStorage.setItem(TOKEN_KEY, "expired");
      const apply = publicCalls.applyForJob as unknown as (input: unknown) => Promise<unknown>;
      await expect(apply({ resume: new Blob(["%PDF"]) })).rejects.toMatchObject({ status: 401 });
      expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(browser.redirect).toHaveBeenCalledWith("/login");
    } finally {
      window.XMLHttpRequest = original;
    }
  });
});
