import fs from "node:fs";

export default function globalTeardown() {
  if (process.env.TEST_TEMPLATE_DIR) fs.rmSync(process.env.TEST_TEMPLATE_DIR, { recursive: true, force: true });
}
