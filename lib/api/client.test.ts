import { ApiError, GENERIC_ERROR_MESSAGE, LOGIN_PATH, TOKEN_KEY, apiPost, browser, staysOnUnauthorized } from "./client";

/**
 * Replaces the network. ky calls fetch with a Request (and sometimes a second init
 * argument of non-request options); both shapes are normalised to one Request here.
 * ky cancels the request body once the call settles, so the body is read inside fetch
 * and the recorded Request is a readable copy.
 */
function mockFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const spy = jest.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request && (!init || Object.keys(init).length === 0) ? input : new Request(input, init);
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    const body = hasBody ? await request.clone().arrayBuffer() : null;
    requests.push(hasBody ? new Request(request.url, { method: request.method, headers: request.headers, body }) : request);
    return respond(request);
  });
  return { spy, requests };
}

const ok = (body: unknown = { success: 1, data: [] }) => () => Response.json(body);

let redirect: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  redirect = jest.spyOn(browser, "redirect").mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  window.localStorage.clear();
});

describe("request shape (SPEC section 7)", () => {
  it("apiPost sends a POST to /api/<path> on this origin with the body as JSON and content-type application/json", async () => {
    const { spy, requests } = mockFetch(ok());
    await apiPost("/web/doctor/list-user", { limit: 100, page: 1 });

    expect(spy).toHaveBeenCalledTimes(1);
    const [request] = requests;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("http://localhost/api/web/doctor/list-user");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(await request.json()).toEqual({ limit: 100, page: 1 });
  });

  it("apiPost puts exactly one slash between the /api prefix and a path given with or without a leading slash", async () => {
    const { requests } = mockFetch(ok());
    await apiPost("/web/footer/get", {});
    await apiPost("web/footer/get", {});
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(["/api/web/footer/get", "/api/web/footer/get"]);
  });

  it("apiPost without a payload still POSTs to /api/<path>, with an empty body the server reads as {}", async () => {
    const { requests } = mockFetch(ok());
    await apiPost("/web/footer/get");
    expect(requests[0].method).toBe("POST");
    expect(new URL(requests[0].url).pathname).toBe("/api/web/footer/get");
    expect(await requests[0].text()).toBe("");
  });

  it("asks for a JSON response with Accept: application/json", async () => {
    const { requests } = mockFetch(ok());
    await apiPost("/web/footer/get", {});
    expect(requests[0].headers.get("accept")).toBe("application/json");
  });
});

describe("bearer token (SPEC section 6)", () => {
  it("sends Authorization: Bearer <token> when localStorage holds a token", async () => {
    window.localStorage.setItem(TOKEN_KEY, "abc.def.ghi");
    const { requests } = mockFetch(ok());
    await apiPost("/web/homepage/get-user", {});
    expect(TOKEN_KEY).toBe("token");
    expect(requests[0].headers.get("authorization")).toBe("Bearer abc.def.ghi");
  });

  it("sends no Authorization header when there is no token", async () => {
    const { requests } = mockFetch(ok());
    await apiPost("/web/homepage/get-user", {});
    expect(requests[0].headers.has("authorization")).toBe(false);
  });

  it("reads the token at each request, so a token stored or removed later is honoured", async () => {
    const { requests } = mockFetch(ok());
    await apiPost("/web/footer/get", {});
    window.localStorage.setItem(TOKEN_KEY, "later");
    await apiPost("/web/footer/get", {});
    window.localStorage.removeItem(TOKEN_KEY);
    await apiPost("/web/footer/get", {});
    expect(requests.map((r) => r.headers.get("authorization"))).toEqual([null, "Bearer later", null]);
  });

  it("still sends the request, without Authorization, when localStorage throws", async () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    const { requests } = mockFetch(ok());
    await expect(apiPost("/web/footer/get", {})).resolves.toEqual({ success: 1, data: [] });
    expect(requests[0].headers.has("authorization")).toBe(false);
  });
});

describe("success", () => {
  it("resolves with the parsed response body (the whole envelope) unchanged", async () => {
    const envelope = {
      success: 1,
      message: "ok",
      data: [{ _id: "s1", specialityName: "Cardiology" }],
      pagination: { page: 1, limit: 100, total: 1 },
    };
    mockFetch(ok(envelope));
    await expect(apiPost("/web/speciality-v2/list-user", {})).resolves.toEqual(envelope);
  });

  it("resolves with a success:0 envelope sent with status 200 as is (the caller reads the flag)", async () => {
    mockFetch(ok({ success: 0, message: "Doctor not found" }));
    await expect(apiPost("/web/doctor/get-by-url", { url: "x" })).resolves.toEqual({ success: 0, message: "Doctor not found" });
  });

  it("does not touch the token or redirect on a success", async () => {
    window.localStorage.setItem(TOKEN_KEY, "keep");
    mockFetch(ok());
    await apiPost("/web/footer/get", {});
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe("keep");
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe("HTTP 401 (SPEC section 8)", () => {
  it("removes the stored token, redirects to /login and rejects with ApiError status 401", async () => {
    window.localStorage.setItem(TOKEN_KEY, "expired");
    window.localStorage.setItem("other", "kept");
    mockFetch(() => Response.json({ success: 0, message: "Session expired" }, { status: 401 }));

    const error = await apiPost("/web/user/add-booking-detail", {}).catch((e: unknown) => e);

    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem("other")).toBe("kept");
    expect(LOGIN_PATH).toBe("/login");
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith("/login");
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: "Session expired" });
  });

  it("on a call declared to stay on its page (the payment pages' order), removes the token and rejects with 401 without leaving for /login", async () => {
    window.localStorage.setItem(TOKEN_KEY, "expired");
    mockFetch(() => Response.json({ success: 0, message: "Session expired" }, { status: 401 }));
    expect(staysOnUnauthorized("/web/payment/orderInfo")).toBe(true);
    expect(staysOnUnauthorized("/web/payment/create-order")).toBe(false);
    const error = await apiPost("/web/payment/orderInfo", { orderId: "order_X" }).catch((e: unknown) => e);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401 });
  });

  it("redirects to /login on a 401 even with no token stored", async () => {
    mockFetch(() => new Response(null, { status: 401 }));
    await expect(apiPost("/web/contact-v2/submit", {})).rejects.toMatchObject({ status: 401, message: GENERIC_ERROR_MESSAGE });
    expect(redirect).toHaveBeenCalledWith("/login");
  });

  it.each([400, 403, 404, 500])("does not clear the token or redirect on HTTP %d", async (status) => {
    window.localStorage.setItem(TOKEN_KEY, "keep");
    mockFetch(() => Response.json({ success: 0, message: "nope" }, { status }));
    await expect(apiPost("/web/footer/get", {})).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe("keep");
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe("failures (SPEC section 8: the server's message, or 'An error occurred')", () => {
  it("rejects with ApiError carrying the server's message, the HTTP status and the field errors", async () => {
    const errors = [{ path: "email", message: "Enter a valid email" }];
    mockFetch(() => Response.json({ success: 0, message: "Validation failed", errors }, { status: 400 }));

    const error = await apiPost("/web/contact-v2/submit", { email: "x" }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    const apiError = error as ApiError;
    expect(apiError.name).toBe("ApiError");
    expect(apiError.message).toBe("Validation failed");
    expect(apiError.status).toBe(400);
    expect(apiError.errors).toEqual(errors);
  });

  it("carries the status of a 404 and a 500 with their messages", async () => {
    mockFetch(() => Response.json({ success: 0, message: "Doctor not found" }, { status: 404 }));
    await expect(apiPost("/web/doctor/get-by-url", { url: "x" })).rejects.toMatchObject({
      message: "Doctor not found",
      status: 404,
    });
    jest.restoreAllMocks();
    jest.spyOn(browser, "redirect").mockImplementation(() => {});
    mockFetch(() => Response.json({ message: "Database unavailable" }, { status: 503 }));
    await expect(apiPost("/web/aboutus-v2", {})).rejects.toMatchObject({ message: "Database unavailable", status: 503 });
  });

  it("leaves errors undefined when the failure has none", async () => {
    mockFetch(() => Response.json({ success: 0, message: "Boom" }, { status: 500 }));
    const error = (await apiPost("/web/footer/get", {}).catch((e: unknown) => e)) as ApiError;
    expect(error.errors).toBeUndefined();
  });

  it("uses 'An error occurred' (keeping the status) for an HTML error page", async () => {
    mockFetch(
      () => new Response("<html><body>502 Bad Gateway</body></html>", { status: 502, headers: { "content-type": "text/html" } }),
    );
    const error = await apiPost("/web/footer/get", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "An error occurred", status: 502 });
  });

  it("uses 'An error occurred' for an empty error body", async () => {
    mockFetch(() => new Response(null, { status: 500 }));
    await expect(apiPost("/web/footer/get", {})).rejects.toMatchObject({ message: "An error occurred", status: 500 });
  });

  it.each([
    ["an empty message", { message: "" }],
    ["a blank message", { message: "   " }],
    ["a non-string message", { message: 42 }],
    ["no message field", { success: 0 }],
    ["a JSON array", [1, 2]],
  ])("uses 'An error occurred' for a JSON failure with %s", async (_label, body) => {
    mockFetch(() => Response.json(body, { status: 400 }));
    await expect(apiPost("/web/footer/get", {})).rejects.toMatchObject({ message: GENERIC_ERROR_MESSAGE, status: 400 });
  });

  it.each([
    ["Node/undici", "fetch failed"],
    ["Chrome", "Failed to fetch"],
    ["any other", "Something odd"],
  ])("rejects a network failure (%s TypeError) with ApiError 'An error occurred' and status 0", async (_label, message) => {
    jest.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError(message));
    const error = await apiPost("/web/footer/get", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "An error occurred", status: 0 });
    expect(redirect).not.toHaveBeenCalled();
  });

  it("rejects a 200 whose body is not JSON with ApiError 'An error occurred' rather than a SyntaxError", async () => {
    mockFetch(() => new Response("<html>maintenance</html>", { status: 200, headers: { "content-type": "text/html" } }));
    const error = await apiPost("/web/footer/get", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("An error occurred");
  });

  it("does not retry a failed request itself (SWR retries once instead)", async () => {
    const { spy } = mockFetch(() => Response.json({ message: "Busy" }, { status: 503 }));
    await expect(apiPost("/web/aboutus-v2", {})).rejects.toMatchObject({ status: 503 });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("gives up on a request that hangs for 15 seconds with 'An error occurred'", async () => {
    jest.useFakeTimers();
    jest.spyOn(globalThis, "fetch").mockImplementation(() => new Promise<Response>(() => {}));
    const pending = apiPost("/web/footer/get", {}).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: GENERIC_ERROR_MESSAGE });
  });
});
