import { allowList, apiRouteMethods, methodVerdict, serverAllowList } from "./methods";

describe("methodVerdict", () => {
  it("lets the methods Next hands to API routes through (the route answers them itself)", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      expect(methodVerdict(method, "/api/web/footer/get")).toBeNull();
    }
  });

  it("answers other methods on an API route with 405 and the route's true Allow, and on an unknown API path with 404", () => {
    expect(methodVerdict("PROPFIND", "/api/web/footer/get")).toEqual({ status: 405, allow: ["POST", "OPTIONS"] });
    expect(methodVerdict("TRACE", "/api/web/service/cardiology/123")).toEqual({ status: 405, allow: ["GET", "HEAD", "OPTIONS"] });
    expect(methodVerdict("TRACE", "/api/no/such")).toEqual({ status: 404, allow: [] });
  });

  it("lets pages answer GET and HEAD; OPTIONS lists those; anything else is a 405, a forged Server Action's POST too", () => {
    expect(methodVerdict("GET", "/doctorList")).toBeNull();
    expect(methodVerdict("HEAD", "/")).toBeNull();
    expect(methodVerdict("POST", "/appointment")).toEqual({ status: 405, allow: ["GET", "HEAD", "OPTIONS"] });
    expect(methodVerdict("OPTIONS", "/")).toEqual({ status: 204, allow: ["GET", "HEAD", "OPTIONS"] });
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "PROPFIND", "TRACE"]) {
      expect(methodVerdict(method, "/doctorList")).toEqual({ status: 405, allow: ["GET", "HEAD", "OPTIONS"] });
    }
  });
});

describe("allow lists", () => {
  it("adds HEAD to GET and OPTIONS always, in a fixed order", () => {
    expect(allowList(["POST"])).toEqual(["POST", "OPTIONS"]);
    expect(allowList(["POST", "GET"])).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
    expect(serverAllowList()).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
  });

  it("matches dynamic segments and a trailing slash", () => {
    expect(apiRouteMethods("/api/web/service/x/y")).toEqual(["GET"]);
    expect(apiRouteMethods("/api/web/footer/get/")).toEqual(["POST"]);
    expect(apiRouteMethods("/api/web/service/x")).toBeNull();
  });
});
