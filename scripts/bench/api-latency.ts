// Sequential API calls for `npm run bench`: one POST with its time, and p50/p95 over a run of
// them after a warm-up.
import { StepError } from "./processes";

interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly ms: number;
}

export async function postJson(url: string, body: unknown): Promise<ApiAnswer> {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the error message
  }
  return { status: response.status, body: parsed, ms };
}

export function describeFailure(url: string, answer: ApiAnswer): string {
  const message =
    answer.body && typeof answer.body === "object" && "message" in answer.body
      ? String((answer.body as { message: unknown }).message)
      : String(answer.body).slice(0, 200);
  return `POST ${new URL(url).pathname} answered ${answer.status}: ${message}`;
}

interface Latency {
  readonly p50: number;
  readonly p95: number;
  readonly n: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Sequential POSTs: `warmup` unmeasured, then `count` measured. Any answer other than 200
 * with success 1 stops the measurement (a number over failed requests would mean nothing).
 */
export async function measureApi(url: string, bodies: (i: number) => unknown, warmup: number, count: number): Promise<Latency> {
  const times: number[] = [];
  for (let i = 0; i < warmup + count; i++) {
    const answer = await postJson(url, bodies(i));
    const success = answer.body && typeof answer.body === "object" && (answer.body as { success?: unknown }).success === 1;
    if (answer.status !== 200 || !success) {
      throw new StepError(`${describeFailure(url, answer)} (request body ${JSON.stringify(bodies(i))})`);
    }
    if (i >= warmup) times.push(answer.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length };
}
