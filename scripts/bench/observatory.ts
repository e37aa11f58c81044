// Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory) on a local server: its tests
// and scoring, run on loopback, leaving out the two that fail by nature on plain HTTP
// (redirection to HTTPS and HSTS). Not a dependency of the project: its install scripts (and a
// dependency's) download files from the internet, which fails `npm install` here. The bench
// installs it on first use into bench-results/.observatory with install scripts off; the HSTS
// preload list they would fetch is replaced by an empty one, which only the HSTS test reads.
import fs from "node:fs";
import path from "node:path";
import { run } from "./processes";

const VERSION = "1.4.8";
const PREFIX = path.join(process.cwd(), "bench-results/.observatory");
const PACKAGE = path.join(PREFIX, "node_modules/@mdn/mdn-http-observatory");

async function ensureInstalled(): Promise<void> {
  if (fs.existsSync(path.join(PACKAGE, "package.json"))) return;
  fs.mkdirSync(PREFIX, { recursive: true });
  await run("npm install @mdn/mdn-http-observatory", "npm", [
    "install", "--prefix", PREFIX, "--no-save", "--no-audit", "--no-fund", "--ignore-scripts", `@mdn/mdn-http-observatory@${VERSION}`,
  ]);
}
const EXCLUDED = /^(redirection-|hsts-)/;

export interface ObservatoryResult {
  readonly score: number;
  /** The tests that took points off. */
  readonly lost: string[];
}

export async function observatoryScore(port: number, pagePath: string): Promise<ObservatoryResult> {
  await ensureInstalled();
  const preload = path.join(PACKAGE, "conf/hsts-preload.json");
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, "{}");
  const src = (file: string) => import(path.join(PACKAGE, "src", file));
  const [{ retrieve }, { ALL_TESTS }, { getScoreModifier }, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }] = await Promise.all([
    src("retriever/retriever.js"),
    src("constants.js"),
    src("grader/grader.js"),
    src("grader/charts.js"),
  ]);
  const retrieved = await retrieve("127.0.0.1", { httpPort: String(port), path: pagePath });
  let withBonus = 100;
  let penalised = 100;
  const lost: string[] = [];
  for (const test of ALL_TESTS as Array<(r: unknown) => { result?: string }>) {
    const { result } = test(retrieved);
    if (!result || EXCLUDED.test(result)) continue;
    const modifier = getScoreModifier(result) as number;
    withBonus += modifier;
    if (modifier < 0) {
      penalised += modifier;
      lost.push(`${result} (${modifier})`);
    }
  }
  // The scanner's own rule: bonuses count only for a site that already scores an A.
  return { score: penalised >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : penalised, lost };
}
