import { isWellFormedRequestId, requestIdFrom } from "./request-id";

describe("requestIdFrom", () => {
  it("keeps a well-formed incoming id, as a proxy sets it", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "0b6f0a3e-5c1d-4a7e-9a53-3f1c2b7d9e10" }))).toBe("0b6f0a3e-5c1d-4a7e-9a53-3f1c2b7d9e10");
    expect(requestIdFrom(new Headers({ "x-request-id": "lb:1-67a2c3d4-abcdef" }))).toBe("lb:1-67a2c3d4-abcdef");
  });

  it("replaces a missing, short, overlong or log-forging id with a new uuid", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const incoming of [undefined, "", "abc", "x".repeat(200), "id with spaces", 'ok-12345"} {"level', "<script>alert(1)</script>"]) {
      const headers = new Headers(incoming === undefined ? {} : { "x-request-id": incoming });
      expect(requestIdFrom(headers)).toMatch(uuid);
    }
    expect(isWellFormedRequestId("ok-12345\nforged")).toBe(false);
  });
});
