// Child processes and clean-up for `npm run bench`. Every process the bench starts runs in
// its own process group and is registered here, so that a normal end, an error or Ctrl+C
// stops all of them (SIGTERM, then SIGKILL after a grace period) and runs the other
// clean-up steps (temporary folders, the throwaway PostgreSQL database) exactly once.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import fs from "node:fs";

export interface Started {
  readonly name: string;
  readonly child: ChildProcess;
  /** Last lines the process wrote (stdout and stderr), for error messages. */
  tail(): string;
  /** Everything it wrote to stdout (up to 4 MB). */
  stdout(): string;
  /** Resolves with the exit code (or signal name) when the process ends. */
  readonly exited: Promise<number | string>;
  /** The exit code or signal once it has ended, else null. */
  exitStatus(): number | string | null;
  stop(): Promise<void>;
}

const running = new Set<Started>();
const cleanups: Array<{ name: string; run: () => Promise<void> | void }> = [];
let cleaning: Promise<void> | null = null;

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // the whole group: the process and anything it spawned
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Starts a long-running process in its own group. Its output is kept (the last ~60 lines)
 * and shown live only when `echo` is set.
 */
export function start(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { echo?: boolean; logFile?: string } = {},
): Started {
  const { echo, logFile, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const log = logFile ? fs.createWriteStream(logFile) : null;
  const lines: string[] = [];
  let partial = "";
  let out = "";
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    if (echo) process.stdout.write(text);
    log?.write(text);
    const parts = (partial + text).split("\n");
    partial = parts.pop() ?? "";
    if (partial.length > 10_000) partial = partial.slice(-10_000);
    lines.push(...parts.filter((line) => line.trim() !== ""));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout?.on("data", (chunk: Buffer) => {
    if (out.length < 4 * 1024 * 1024) out += chunk.toString();
    keep(chunk);
  });
  child.stderr?.on("data", keep);
  const exited = new Promise<number | string>((resolve) => {
    child.on("error", (error) => {
      lines.push(String(error));
      resolve("spawn-error");
    });
    child.on("exit", (code, signal) => {
      log?.end();
      resolve(code ?? signal ?? "unknown");
    });
  });
  let status: number | string | null = null;
  exited.then((code) => (status = code));
  const started: Started = {
    name,
    child,
    exitStatus: () => status,
    tail: () => [...lines, partial].filter((line) => line.trim() !== "").join("\n"),
    stdout: () => out,
    exited,
    async stop() {
      killGroup(child, "SIGTERM");
      const timer = setTimeout(() => killGroup(child, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
      // Anything the leader left behind in its group.
      killGroup(child, "SIGKILL");
      running.delete(started);
    },
  };
  running.add(started);
  exited.then(() => running.delete(started));
  return started;
}

/** Runs a command to its end and returns its stdout; rejects with its output when it fails. */
export async function run(name: string, command: string, args: string[], options: SpawnOptions & { echo?: boolean } = {}): Promise<string> {
  const proc = start(name, command, args, options);
  const code = await proc.exited;
  if (code !== 0) {
    const tail = proc.tail();
    const last = tail.split("\n").filter((line) => /error|fail|cannot|not /i.test(line)).pop() ?? tail.split("\n").pop() ?? "";
    throw new StepError(`${name} failed (exit ${code}): ${last.trim()}\n${indent(tail)}`, code);
  }
  return proc.stdout();
}

/** A step failed; the message is written for the person running the bench. */
export class StepError extends Error {
  readonly code: number | string | undefined;
  constructor(message: string, code?: number | string) {
    super(message);
    this.name = "StepError";
    this.code = code;
  }
}

export function indent(text: string, prefix = "    "): string {
  return text
    .split("\n")
    .map((line) => prefix + line)
    .join("\n");
}

/** Registers a clean-up step (run in reverse order of registration, after the processes stop). */
export function onCleanup(name: string, fn: () => Promise<void> | void): void {
  cleanups.push({ name, run: fn });
}

/** Stops every process started here, then runs the clean-up steps. Safe to call more than once. */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...running].map((proc) => proc.stop().catch(() => undefined)));
    for (const step of cleanups.reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`clean-up "${step.name}" failed: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}

let interrupted = false;
/** True after Ctrl+C or SIGTERM: failures after that are the clean-up's doing, not worth reporting. */
export const isInterrupted = () => interrupted;

/** Ctrl+C, SIGTERM and a last-resort synchronous kill when the process exits anyway. */
export function installSignalHandlers(): void {
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and cleaning up…`);
    cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  process.on("exit", () => {
    for (const proc of running) killGroup(proc.child, "SIGKILL");
  });
}

/** Polls `url` until `ok(response)` holds; fails early when `proc` exits. */
export async function waitForHttp(
  url: string,
  { timeoutMs = 90_000, proc, ok = (r: Response) => r.ok }: { timeoutMs?: number; proc?: Started; ok?: (r: Response) => boolean } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | string | null = null;
  proc?.exited.then((code) => (exited = code));
  let last = "no answer";
  while (Date.now() < deadline) {
    if (exited !== null) {
      throw new StepError(`${proc?.name} exited (${exited}) before ${url} answered:\n${indent(proc?.tail() ?? "")}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (ok(response)) return;
      last = `HTTP ${response.status}`;
      await response.body?.cancel();
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(300);
  }
  throw new StepError(`${url} did not answer within ${timeoutMs / 1000} s (last: ${last}).${proc ? `\n${indent(proc.tail())}` : ""}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
