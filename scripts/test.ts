// npm test – the whole suite, in order: ESLint and the TypeScript check (side by side), jest
// (client, server on PGlite, server on PostgreSQL: scripts/jest.ts), the production build
// that must open no database, and the e2e suite against it. Stops at the first stage that
// fails, and ends with a table of each stage's duration (also written to .tmp/test-stages.tsv,
// which .ci/run adds to its own table).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

interface Stage {
  name: string;
  /** Commands run side by side; with more than one, each one's output is printed whole when all are done. */
  commands: string[][];
}

const TSX = ["npx", "tsx", "--conditions=react-server"];
const STAGES: Stage[] = [
  { name: "lint + typecheck", commands: [["npm", "run", "--silent", "lint"], ["npm", "run", "--silent", "typecheck"]] },
  { name: "jest (PGlite and PostgreSQL)", commands: [[...TSX, "scripts/jest.ts"]] },
  // npm run test:e2e is these two.
  { name: "build (opens no database)", commands: [[...TSX, "scripts/build-without-db.ts"]] },
  { name: "e2e (Playwright)", commands: [["npx", "playwright", "test"]] },
];

const TIMINGS_FILE = path.join(".tmp", "test-stages.tsv");

function run([command, ...args]: string[], buffered: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

function formatTable(rows: [string, number][]): string {
  const width = Math.max(...rows.map(([name]) => name.length), 5);
  const line = (name: string, seconds: string) => `${name.padEnd(width)}  ${seconds.padStart(8)}`;
  return [line("stage", "seconds"), ...rows.map(([name, s]) => line(name, s.toFixed(0)))].join("\n");
}

async function main() {
  fs.mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
  fs.writeFileSync(TIMINGS_FILE, "");
  const rows: [string, number][] = [];
  let failed: string | null = null;
  for (const stage of STAGES) {
    const started = Date.now();
    console.log(`\n=== ${stage.name}`);
    const buffered = stage.commands.length > 1;
    const results = await Promise.all(stage.commands.map((command) => run(command, buffered)));
    results.forEach(({ output }, i) => {
      if (buffered) process.stdout.write(`--- ${stage.commands[i].join(" ")}\n${output}`);
    });
    const seconds = (Date.now() - started) / 1000;
    rows.push([stage.name, seconds]);
    fs.appendFileSync(TIMINGS_FILE, `${stage.name}\t${seconds.toFixed(0)}\n`);
    const bad = results.findIndex((r) => r.code !== 0);
    if (bad >= 0) {
      failed = stage.commands[bad].join(" ");
      break;
    }
  }
  console.log(`\n${formatTable(rows)}`);
  if (failed) {
    console.error(`\n${failed} failed.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
