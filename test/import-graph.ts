import fs from "node:fs";
import path from "node:path";

// A small madge: the runtime import graph of a folder's TypeScript modules (type-only
// imports are erased by the compiler and left out), and the cycles in it.

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/g;

function listModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : listModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveModule(from: string, specifier: string, root: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Module → the modules it imports at run time, for every module under `dir` (paths relative to `root`). */
export function importGraph(root: string, dir: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of listModules(path.join(root, dir))) {
    const edges = new Set<string>();
    for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (match[2]) continue;
      const target = resolveModule(file, match[3], root);
      if (target) edges.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), edges);
  }
  return graph;
}

/** The graph one level up: `lib/server/doctors/search.ts` counts as `lib/server/doctors`. */
export function folderGraph(graph: Map<string, Set<string>>, dir: string): Map<string, Set<string>> {
  const unit = (file: string) => {
    const [first] = path.relative(dir, file).split(path.sep);
    return path.join(dir, first.replace(/\.tsx?$/, ""));
  };
  const folders = new Map<string, Set<string>>();
  for (const [file, edges] of graph) {
    if (!file.startsWith(dir)) continue;
    const from = unit(file);
    const set = folders.get(from) ?? new Set<string>();
    for (const edge of edges) if (edge.startsWith(dir) && unit(edge) !== from) set.add(unit(edge));
    folders.set(from, set);
  }
  return folders;
}

/** Every elementary cycle found by a depth-first walk, each as a path "a → b → a" (deduplicated by rotation). */
export function findCycles(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const stack: string[] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") {
        const cycle = stack.slice(stack.indexOf(next));
        const start = cycle.indexOf([...cycle].sort()[0]);
        const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
        cycles.add([...rotated, rotated[0]].join(" → "));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return [...cycles].sort();
}
