import { CONSENT_PURPOSE_TEXT } from "@/lib/contracts/my-data";
import { PRIVACY_SEED, TERMS_SEED } from "./legal";

// The reminder is chosen per booking and sent before the last refunding tier of the hospital's
// rules ends (lib/server/booking/messages.ts reminderTime), often well before the day before: the
// published texts and the consent's name say so, and none promises "the day before".

describe("what the site says of the appointment reminder", () => {
  it.each([
    ["the privacy notice", PRIVACY_SEED.bodyHtml],
    ["the terms", TERMS_SEED.bodyHtml],
  ])("%s says the reminder comes before the appointment in time to cancel with a refund, not the day before", (_, html) => {
    expect(html).not.toMatch(/reminder[^.]*the day before/i);
    expect(html).toMatch(/reminder before (the|that) appointment[^.]*in time to cancel[^.]*with a refund/i);
  });

  it("the consent shown on /my-data names reminders before the appointments, chosen per booking", () => {
    expect(CONSENT_PURPOSE_TEXT.reminders).toBe("SMS reminders before your appointments (chosen for each booking)");
    expect(CONSENT_PURPOSE_TEXT.reminders).not.toMatch(/day before/);
  });
});
