import { auditChanges, auditChangeText, AUDIT_CHANGES_MAX } from "./audit-changes";

const ZONE = "Asia/Kolkata";
const text = (before: unknown, after: unknown) => auditChanges(before, after, ZONE).lines.map(auditChangeText);

describe("auditChanges: an entry's before and after as lines people read", () => {
  it("writes one 'field: old → new' line per changed field, codes as words", () => {
    expect(text({ status: "requested" }, { status: "confirmed" })).toEqual(["State: waiting for confirmation → confirmed"]);
  });

  it("shows times in the hospital's zone and sums in rupees, never ISO or paise", () => {
    expect(text({ start: "2026-12-03T05:30:00.000Z" }, { start: "2026-12-03T06:00:00.000Z" })).toEqual([
      "Appointment: Thursday, 3 December 2026, 11:00 am (IST) → Thursday, 3 December 2026, 11:30 am (IST)",
    ]);
    expect(text({ status: "requested" }, { status: "cancelled", refundDue: 150000 })).toEqual(["State: waiting for confirmation → cancelled", "Refund due: none → ₹1,500"]);
    expect(text(null, { fromDate: "2026-12-07", toDate: "2026-12-09" })).toEqual(["From: Monday, 7 December 2026", "To: Wednesday, 9 December 2026"]);
  });

  it("lists only what changed when both sides were recorded, and names nested fields", () => {
    expect(text({ a: { phone: "x", name: "Same" } }, { a: { phone: "y", name: "Same" } })).toEqual(["A phone: x → y"]);
    expect(text(null, { records: 3, filters: { status: "requested", doctor: "dr-rajesh-iyer" } })).toEqual(["Records shown: 3", "Filters state: waiting for confirmation", "Filters doctor: dr-rajesh-iyer"]);
    expect(text({ target: "/doctorList", permanent: false }, null)).toEqual(["Target: /doctorList (removed)", "Permanent: no (removed)"]);
    expect(text(null, null)).toEqual([]);
  });

  it("keeps a long entry short, saying how many lines were left out", () => {
    const after = Object.fromEntries(Array.from({ length: AUDIT_CHANGES_MAX + 3 }, (_, i) => [`field${i}`, i]));
    expect(auditChanges(null, after, ZONE)).toMatchObject({ more: 3 });
    expect(auditChanges(null, after, ZONE).lines).toHaveLength(AUDIT_CHANGES_MAX);
  });
});
