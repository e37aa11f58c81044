// npm run test:dates – the jest suite on PGlite (the client and server projects) once for each of
// a list of instants, with every test file's clock starting there (test/clock-at.ts): a test that
// holds only on some days fails here on the day it is run for, not months later in CI. Not part of
// npm test (about two and a half minutes an instant): run it after a change to anything that reads
// the date, to a fixture's fixed dates, or to the seed's holidays and leave.
//
// The instants: each of the next seven days at 01:00 in Kolkata (UTC's date is still the day
// before), the next day at 13:00 and 23:30, the week before each of the seed's hospital holidays
// (26 January, 15 August, 2 October), and New Year's Eve. Arguments: ISO instants instead.
// Prints one line an instant and the failed tests; exits 1 if any instant failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatAppointment, localDateOf } from "../lib/format/appointment-time";
import { DEFAULT_HOSPITAL_TIMEZONE } from "../lib/format/date";
import { addDays } from "../lib/format/date-input";

const DAY_MS = 86_400_000;
const ZONE = DEFAULT_HOSPITAL_TIMEZONE;

/** The instant of a wall-clock time in Kolkata (no summer time: always +05:30) on the local date `date`. */
const kolkata = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
/** The hospital's date `days` from now. */
const localDate = (days: number) => localDateOf(new Date(Date.now() + days * DAY_MS), ZONE);

/** The next time a yearly date (MM-DD) comes, at least a week from now. */
function nextYearly(monthDay: string): string {
  const year = Number(localDate(0).slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= localDate(7) ? thisYear : `${year + 1}-${monthDay}`;
}

function defaultInstants(): Date[] {
  const week = [1, 2, 3, 4, 5, 6, 7].map((d) => kolkata(localDate(d), "01:00"));
  const tomorrow = [kolkata(localDate(1), "13:00"), kolkata(localDate(1), "23:30")];
  const beforeHolidays = ["01-26", "08-15", "10-02"].map((md) => kolkata(addDays(nextYearly(md), -6), "10:00"));
  const newYearsEve = kolkata(nextYearly("12-31"), "23:30");
  return [...week, ...tomorrow, ...beforeHolidays, newYearsEve];
}

const instants = process.argv.length > 2 ? process.argv.slice(2).map((s) => new Date(s)) : defaultInstants();
const bad = instants.find((d) => Number.isNaN(d.getTime()));
if (bad) {
  console.error(`Not an instant: ${process.argv.slice(2).join(" ")}`);
  process.exit(2);
}

const TMPDIR = fs.existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir();
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-test-dates-"));
const report = path.join(reportDir, "jest.json");

let failedInstants = 0;
for (const at of instants) {
  const started = Date.now();
  const result = spawnSync("npx", ["jest", "--selectProjects", "client", "server", "--silent", "--json", `--outputFile=${report}`], {
    stdio: ["ignore", "ignore", "ignore"],
    env: { ...process.env, TEST_CLOCK_AT: at.toISOString(), NODE_OPTIONS: "--experimental-vm-modules", TMPDIR },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const summary = fs.existsSync(report)
    ? (JSON.parse(fs.readFileSync(report, "utf8")) as {
        numPassedTests: number;
        numFailedTests: number;
        testResults: Array<{ name: string; message: string; assertionResults: Array<{ status: string; fullName: string }> }>;
      })
    : null;
  const failed = summary?.testResults.flatMap((file) => {
    const tests = file.assertionResults.filter((t) => t.status === "failed").map((t) => `${path.relative(process.cwd(), file.name)}: ${t.fullName}`);
    // A file that failed before its tests ran (a throw at load) has a message and no failed test.
    return tests.length ? tests : file.message ? [`${path.relative(process.cwd(), file.name)}: ${file.message.split("\n")[0]}`] : [];
  });
  const ok = result.status === 0;
  if (!ok) failedInstants += 1;
  console.log(`${ok ? "ok  " : "FAIL"} ${at.toISOString()} (${formatAppointment(at, ZONE)}): ${summary ? `${summary.numPassedTests} passed, ${summary.numFailedTests} failed` : "no report"} in ${seconds} s`);
  for (const name of failed ?? []) console.log(`       ${name}`);
  fs.rmSync(report, { force: true });
}
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(failedInstants ? 1 : 0);
