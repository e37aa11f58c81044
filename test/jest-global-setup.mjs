// jest's global setup: one folder per run for the seeded database templates that test/db.ts
// builds on first use and copies into every test file (removed by the global teardown).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default function globalSetup() {
  process.env.TEST_TEMPLATE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-jest-templates-"));
}
