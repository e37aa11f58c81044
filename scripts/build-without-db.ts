// Builds the production app and proves the build never opens a database: the build runs
// with DATA_DIR pointing at a folder that does not exist and DATABASE_URL at a closed
// port. Opening PGlite would create the folder; opening PostgreSQL would fail the build.
// It also fails if ./data changes during the build. The e2e suite then runs this build.
// Types are not checked again here: `npm test` ran `npm run typecheck` just before (the
// production build of `npm run serve` checks them).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServer, precompressBuild } from "../server/build";

function snapshot(dir: string): string {
  if (!fs.existsSync(dir)) return "absent";
  const entries: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else entries.push(`${p}:${fs.statSync(p).size}:${fs.statSync(p).mtimeMs}`);
    }
  };
  walk(dir);
  return entries.sort().join("\n");
}

const probeDir = path.join(os.tmpdir(), `hospital-build-probe-${process.pid}`);
fs.rmSync(probeDir, { recursive: true, force: true });
const localData = path.resolve("data");
const before = snapshot(localData);

const result = spawnSync("npx", ["next", "build"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    BUILD_SKIP_TYPECHECK: "1",
    DATA_DIR: probeDir,
    DATABASE_URL: "postgres://nobody@127.0.0.1:1/never",
  },
});
if (result.status !== 0) {
  console.error("next build failed (if a page read the database at build time, it tried the closed port above).");
  process.exit(result.status ?? 1);
}
if (fs.existsSync(probeDir)) {
  console.error(`next build opened the embedded database: ${probeDir} was created.`);
  process.exit(1);
}
if (snapshot(localData) !== before) {
  console.error("next build changed ./data.");
  process.exit(1);
}
console.log("Build check passed: next build opened no database and left ./data untouched.");
buildServer()
  .then(() => console.log("Server built: dist/server.mjs."))
  .then(() => precompressBuild())
  .then(undefined, (error: unknown) => {
    console.error("The server could not be built:", error);
    process.exit(1);
  });
