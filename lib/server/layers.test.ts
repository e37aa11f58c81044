import path from "node:path";
import { findCycles, folderGraph, importGraph } from "@/test/import-graph";

const ROOT = path.resolve(__dirname, "../..");

// docs/ARCHITECTURE.md: imports point down only. Domains (lib/server/<domain>) never import each
// other in a circle; pages that join domains are composed in lib/server/compose.
describe("lib/server import graph", () => {
  const graph = importGraph(ROOT, "lib/server");

  it("has no import cycle between modules", () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it("has no import cycle between domain folders (doctors ↔ services and the like)", () => {
    expect(findCycles(folderGraph(graph, "lib/server"))).toEqual([]);
  });

  it("keeps domains from importing the compose layer", () => {
    const upward = [...graph].flatMap(([file, edges]) =>
      file.startsWith("lib/server/compose/") ? [] : [...edges].filter((e) => e.startsWith("lib/server/compose/")).map((e) => `${file} → ${e}`),
    );
    expect(upward).toEqual([]);
  });

  it("keeps in compose only what joins two or more domains (lib/server/compose/README.md); a read of one domain, cached or not, lives in that domain", () => {
    const INFRASTRUCTURE = new Set(["db", "cache", "clock", "config", "log", "api", "html", "auth"]);
    const domainOf = (file: string) => {
      const [folder, ...rest] = file.slice("lib/server/".length).split("/");
      return rest.length && !INFRASTRUCTURE.has(folder) && folder !== "compose" ? folder : null;
    };
    const reached = (file: string, seen = new Set<string>()): Set<string> => {
      const domains = new Set<string>();
      for (const edge of graph.get(file) ?? []) {
        if (seen.has(edge)) continue;
        seen.add(edge);
        const domain = domainOf(edge);
        if (domain) domains.add(domain);
        else if (edge.startsWith("lib/server/compose/")) for (const d of reached(edge, seen)) domains.add(d);
      }
      return domains;
    };
    const lonely = [...graph.keys()].filter((file) => file.startsWith("lib/server/compose/") && reached(file).size < 2).map((file) => `${file}: ${[...reached(file)].join(", ") || "no domain"}`);
    expect(lonely).toEqual([]);
  });

  it("finds a cycle when there is one (the check itself works)", () => {
    const cyclic = new Map([
      ["lib/server/doctors/index.ts", new Set(["lib/server/services/index.ts"])],
      ["lib/server/services/index.ts", new Set(["lib/server/doctors/queries.ts"])],
      ["lib/server/doctors/queries.ts", new Set<string>()],
    ]);
    expect(findCycles(cyclic)).toEqual([]);
    expect(findCycles(folderGraph(cyclic, "lib/server"))).toEqual(["lib/server/doctors → lib/server/services → lib/server/doctors"]);
  });
});
