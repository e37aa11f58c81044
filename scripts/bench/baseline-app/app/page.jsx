// The framework's ceiling for Lighthouse and first-load JS: a cached (prerendered) page the
// size of the site's doctor page (BASELINE_PAGE_BYTES, set by scripts/bench.ts at build time),
// served by plain `next start` with no middleware, no instrumentation and no database.
import { BarePage } from "./paragraphs.jsx";

export default function Page() {
  return <BarePage bytes={Math.max(0, Number(process.env.BASELINE_PAGE_BYTES) || 0)} />;
}
