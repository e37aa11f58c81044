/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

// docs/ARCHITECTURE.md "Layers", enforced by eslint.config.mjs: these snippets are linted as if
// they were files at the given paths, with the project's own configuration.

const ROOT = path.resolve(__dirname, "..");

const CASES = [
  { filePath: "components/ui/example.tsx", code: 'import { getSiteInfo } from "@/lib/server/site";\nexport const x = getSiteInfo;\n', fires: true },
  { filePath: "components/ui/example.tsx", code: 'import type { SiteInfo } from "@/lib/server/site";\nexport type X = SiteInfo;\n', fires: true },
  { filePath: "lib/api/example.ts", code: 'import { getDb } from "../server/db";\nexport const x = getDb;\n', fires: true },
  { filePath: "lib/structured-data/example.ts", code: 'import { getDb } from "@/lib/server/db";\nexport const x = getDb;\n', fires: true },
  { filePath: "lib/doctors/example.ts", code: 'import { apiPost } from "@/lib/api/client";\nexport const x = apiPost;\n', fires: true },
  { filePath: "lib/contracts/example.ts", code: 'import useSWR from "swr";\nexport const x = useSWR;\n', fires: true },
  { filePath: "lib/contracts/example.ts", code: 'import { Link } from "@/components/ui/link";\nexport const x = Link;\n', fires: true },
  { filePath: "lib/example.ts", code: 'import { getDb } from "./server/db";\nexport const x = getDb;\n', fires: true },
  { filePath: "components/ui/example.tsx", code: 'export const x = () => import("@/lib/server/site");\n', fires: true },
  { filePath: "lib/doctors/example.ts", code: 'export const x = () => import("../server/db");\n', fires: true },
  { filePath: "lib/doctors/example.ts", code: 'import { Link } from "../../components/ui/link";\nexport const x = Link;\n', fires: true },
  { filePath: "lib/server/booking/example.ts", code: 'import { HttpError } from "../api/errors";\nexport const x = HttpError;\n', fires: true },
  { filePath: "lib/server/careers/example.ts", code: 'import { notFound } from "@/lib/server/api/errors";\nexport const x = notFound;\n', fires: true },
  { filePath: "components/booking/example.tsx", code: 'import { apiPost } from "@/lib/api/client";\nexport const x = apiPost;\n', fires: true },
  { filePath: "components/booking/example.tsx", code: 'import { apiPost } from "../../lib/api/client";\nexport const x = apiPost;\n', fires: true },
  { filePath: "components/console/example.tsx", code: 'import { consolePost } from "@/lib/api/console-client";\nexport const x = consolePost;\n', fires: true },
  { filePath: "components/shell/example.tsx", code: 'import useSWR from "swr";\nexport const x = useSWR;\n', fires: true },
  // A write answers only once its pages are expired in the shared page cache.
  { filePath: "app/api/example/route.ts", code: 'import { revalidateTags } from "@/lib/server/cache";\nexport async function POST() {\n  revalidateTags(["footer"]);\n}\n', fires: true },
  { filePath: "lib/server/booking/example.ts", code: 'import { revalidateTags } from "../cache";\nexport async function x() {\n  void revalidateTags(["doctors"]);\n}\n', fires: true },
  { filePath: "lib/server/booking/example.ts", code: 'import { revalidateTags } from "../cache";\nexport async function x() {\n  await revalidateTags(["doctors"]);\n}\n', fires: false },
  { filePath: "lib/server/booking/example.ts", code: 'import { expireTagsInStore } from "../cache";\nexport async function x() {\n  expireTagsInStore(["availability"]);\n}\n', fires: true },
  { filePath: "lib/server/booking/example.ts", code: 'import { revalidateTags } from "../cache";\nexport async function x() {\n  revalidateTags(["doctors"]).then(() => undefined);\n}\n', fires: true },
  { filePath: "lib/server/booking/example.ts", code: 'import { revalidateTags } from "../cache";\nexport async function x() {\n  revalidateTags(["doctors"]).catch(() => undefined);\n}\n', fires: true },
  { filePath: "lib/server/booking/example.ts", code: 'import { revalidateTags } from "../cache";\nexport async function x() {\n  const pending = revalidateTags(["doctors"]);\n  return pending;\n}\n', fires: true },
  { filePath: "lib/server/booking/example.ts", code: 'import { revalidateTags } from "../cache";\nexport async function x() {\n  await Promise.all([revalidateTags(["doctors"])]);\n  return revalidateTags(["availability"]);\n}\n', fires: false },
  // What the layers allow.
  { filePath: "lib/server/booking/example.ts", code: 'import { DomainError } from "@/lib/errors";\nexport const x = DomainError;\n', fires: false },
  { filePath: "lib/server/api/example.ts", code: 'import { HttpError } from "./errors";\nexport const x = HttpError;\n', fires: false },
  { filePath: "components/ui/example.tsx", code: 'import type { DoctorSummary } from "@/lib/contracts/doctors";\nexport type X = DoctorSummary;\n', fires: false },
  { filePath: "lib/contracts/example.ts", code: 'import { z } from "zod";\nimport { WEEK_DAYS } from "./week";\nexport const x = z.enum(WEEK_DAYS);\n', fires: false },
  { filePath: "lib/server/example.ts", code: 'import { getDb } from "@/lib/server/db";\nexport const x = getDb;\n', fires: false },
  { filePath: "components/booking/example.tsx", code: 'import { ApiError } from "@/lib/api/client";\nimport { getBooking } from "@/lib/api/calls";\nexport const x = [ApiError, getBooking];\n', fires: false },
  { filePath: "lib/api/hooks/example.ts", code: 'import useSWR from "swr";\nimport { apiPost } from "../client";\nexport const x = [useSWR, apiPost];\n', fires: false },
];

describe("the linter's layer rules", () => {
  const results: string[][] = JSON.parse(
    execFileSync(process.execPath, [path.join(ROOT, "test/lint-snippets.mjs")], {
      cwd: ROOT,
      input: JSON.stringify(CASES.map(({ filePath, code }) => ({ filePath: path.join(ROOT, filePath), code }))),
      encoding: "utf8",
    }),
  );

  it.each(CASES.map((c, i) => [c.filePath, c.code.split("\n")[0], c.fires, i] as const))("%s: %s → fires: %s", (_f, _c, fires, i) => {
    if (fires) expect(results[i].length).toBeGreaterThan(0);
    else expect(results[i]).toEqual([]);
  });
});
