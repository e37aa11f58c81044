import { AUDIT_ACTION_TEXT, AUDIT_ACTIONS } from "./audit";

// Every audit action has words, declared once beside the list of actions (an action recorded
// that is not declared fails the type check of recordAudit).

describe("the audit log's actions", () => {
  it("each declared action has words of its own, in the console's sentence case", () => {
    expect(AUDIT_ACTIONS.length).toBeGreaterThan(20);
    for (const action of AUDIT_ACTIONS) {
      const words = AUDIT_ACTION_TEXT[action];
      expect(words.trim().length).toBeGreaterThan(5);
      expect(words).toMatch(/^[A-Z]/);
      expect(words).not.toContain("_");
    }
    expect(new Set(Object.values(AUDIT_ACTION_TEXT)).size).toBe(AUDIT_ACTIONS.length);
  });
});
