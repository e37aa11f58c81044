// Largest Contentful Paint from a saved Lighthouse report: the time (mobile run, simulated
// throttling) and the element it was.
import fs from "node:fs";

export interface Lcp {
  readonly seconds: number;
  /** The LCP element as Lighthouse names it (its HTML snippet, shortened). */
  readonly element: string;
}

interface Report {
  audits: Record<string, { numericValue?: number; details?: { items?: Array<{ items?: Array<{ node?: { snippet?: string; nodeLabel?: string } }>; node?: { snippet?: string; nodeLabel?: string } }> } }>;
}

export function lcpOf(reportPath: string): Lcp | null {
  try {
    const lhr = JSON.parse(fs.readFileSync(reportPath, "utf8")) as Report;
    const value = lhr.audits["largest-contentful-paint"]?.numericValue;
    if (typeof value !== "number") return null;
    const first = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0];
    const node = first?.items?.[0]?.node ?? first?.node;
    const label = (node?.nodeLabel || node?.snippet || "unknown element").replace(/\s+/g, " ").slice(0, 60);
    return { seconds: value / 1000, element: label };
  } catch {
    return null;
  }
}
