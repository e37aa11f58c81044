// npm run test:dates (scripts/test-dates.ts): every test file starts with its clock at
// TEST_CLOCK_AT (an ISO instant) and ticking from there, so a test that holds only on some days
// (a weekday, the hospital's date against UTC's, the week before a holiday, a fixed date that
// has passed) fails on the day it is run for, not on the day the calendar reaches it. Loaded by
// jest.config.mjs when TEST_CLOCK_AT is set.
import { moveClockTo } from "./move-clock";

const at = Date.parse(process.env.TEST_CLOCK_AT ?? "");
if (Number.isNaN(at)) throw new Error(`TEST_CLOCK_AT must be an ISO instant, not ${JSON.stringify(process.env.TEST_CLOCK_AT)}`);
moveClockTo(at);
