// The table `npm run bench` prints and writes to bench-results/bench.md: one row per figure with
// its target, the reasons figures could not be measured, the Lighthouse notes, and the machine
// it ran on (load average, Lighthouse's CPU index), since every figure depends on it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Started } from "./processes";
import { CHROME, ROOT } from "./settings";

type Met = "✓" | "✗" | "";
interface Row {
  figure: string;
  subject: string;
  value: string;
  target: string;
  met: Met;
}
export const rows: Row[] = [];
export const notes: string[] = [];
/** Why figures could not be measured (numbered under the table); any of them makes the exit code 1. */
export const missing: string[] = [];

export function add(figure: string, subject: string, value: string, target = "", met: Met = ""): void {
  rows.push({ figure, subject, value, target, met });
}
export function notMeasured(figure: string, subject: string, target: string, reason: string): void {
  if (!missing.includes(reason)) missing.push(reason);
  rows.push({ figure, subject, value: `NOT MEASURED [${missing.indexOf(reason) + 1}]`, target, met: target ? "✗" : "" });
}
export const check = (ok: boolean): Met => (ok ? "✓" : "✗");
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
/** The server being measured, so that a failure caused by its death says so. */
let current: { proc: Started; log: string } | null = null;

/** Names the server being measured (null once it is stopped) for firstLine. */
export function watchServer(server: { proc: Started; log: string } | null): void {
  current = server;
}

export function firstLine(error: unknown): string {
  const status = current?.proc.exitStatus();
  if (current && status !== null && status !== undefined) {
    const last = current.proc.tail().split("\n").slice(-1)[0] ?? "";
    return `the server stopped unexpectedly (exit ${status}; output in ${path.relative(ROOT, current.log)}): ${last}`;
  }
  return (error instanceof Error ? error.message : String(error)).split("\n")[0];
}

function renderTable(): string {
  const header: Row = { figure: "Figure", subject: "Page / engine", value: "Result", target: "Target", met: "" };
  const cells = (r: Row) => [r.figure, r.subject, r.value, r.target || "–", r.met || "–"];
  const all = [cells(header).map((c, i) => (i === 4 ? "Met" : c)), ...rows.map(cells)];
  const widths = all[0].map((_, i) => Math.max(...all.map((r) => [...r[i]].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c + " ".repeat(widths[i] - [...c].length)).join(" | ")} |`;
  return [line(all[0]), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...all.slice(1).map(line)].join("\n");
}

const t0 = Date.now();
const loadAtStart = os.loadavg()[0];
/** Lighthouse's own threshold for its "slower CPU than Lighthouse expects" warning (core/gather/driver/environment.js). */
const SLOW_HOST_BENCHMARK_INDEX = 1000;
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;
export const step = (text: string) => console.log(`\n[bench ${elapsed()}] ${text}`);

let benchmarkIndex: number | null = null;
/** Lighthouse's CPU speed index of this host, from the first page it scored. */
export function noteBenchmarkIndex(index: number | null): void {
  benchmarkIndex ??= index;
}

function machine(): string {
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
  const dirty = spawnSync("git", ["status", "--porcelain"], { encoding: "utf8" }).stdout.trim() ? " (with uncommitted changes)" : "";
  const chromium = spawnSync(CHROME, ["--version"], { encoding: "utf8" }).stdout?.trim() ?? "";
  const lhVersion = (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")) as { version: string }).version;
  return [
    `${new Date().toISOString()} · commit ${commit || "?"}${dirty}`,
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB · Node ${process.version} · ${chromium} · Lighthouse ${lhVersion}`,
    `Load average (1 min) at start ${loadAtStart.toFixed(2)}, at end ${os.loadavg()[0].toFixed(2)}: other work on the machine skews every figure.` +
      (benchmarkIndex
        ? ` Lighthouse benchmarkIndex ${Math.round(benchmarkIndex)} (its CPU speed score of this host; lower means slower simulated timings${
            benchmarkIndex < SLOW_HOST_BENCHMARK_INDEX ? `; under ${SLOW_HOST_BENCHMARK_INDEX} Lighthouse itself warns that the host is slower than it expects and that its performance figures read worse` : ""
          }).`
        : ""),
  ].join("\n");
}

/** The whole report: the machine, the table, the notes and what could not be measured (and why). */
export function reportText(error: unknown): string {
  return [
    `# npm run bench`,
    "",
    machine(),
    `Total ${elapsed()}. kB = 1000 bytes. Lighthouse reports: bench-results/lighthouse-*.json.`,
    "",
    renderTable(),
    ...(notes.length ? ["", "Lighthouse audits not passed:", ...notes.map((n) => `- ${n}`)] : []),
    ...(missing.length || error
      ? [
          "",
          "NOT COMPLETE – figures not measured, because:",
          ...missing.map((m, i) => `[${i + 1}] ${m}`),
          ...(error ? [`The run stopped early: ${firstLine(error)}`] : []),
        ]
      : []),
  ].join("\n");
}
