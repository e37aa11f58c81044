import type { RouteMethod } from "@/lib/http/methods";
import type { CallDeclaration } from "./declare";
import * as booking from "./booking";
import * as content from "./content";
import * as doctors from "./doctors";
import * as manage from "./manage";
import * as myData from "./my-data";
import * as services from "./services";
import * as site from "./site";
import * as waitlist from "./waitlist";
import * as consoleAccounts from "./console-accounts";
import * as consoleContent from "./console-content";
import * as consoleDesk from "./console-desk";
import * as consoleFactors from "./console-factors";

// Every call of the API in one registry: the route of each path under app/api (but the
// catch-all's 404) answers exactly its declared methods (app/api/routes.test.ts), and
// docs/API.md lists them in this order (scripts/api-docs.ts).

const modules = [site, doctors, services, booking, manage, myData, waitlist, content, consoleAccounts, consoleFactors, consoleDesk, consoleContent];

/** Every declared call. */
export const CALLS: readonly CallDeclaration[] = modules.flatMap((module) => Object.values(module) as CallDeclaration[]);

/** The methods each API route answers (but HEAD and OPTIONS), by its pattern under /api. */
export const ROUTE_METHODS_OF: ReadonlyMap<string, readonly RouteMethod[]> = CALLS.reduce((map, call) => {
  const pattern = `/api/${call.path}`;
  map.set(pattern, [...(map.get(pattern) ?? []), call.method]);
  return map;
}, new Map<string, RouteMethod[]>());
