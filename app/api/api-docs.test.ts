import fs from "node:fs";
import path from "node:path";
import { renderApiDocs } from "@/scripts/api-docs/render";

// docs/API.md is generated from the call declarations (lib/contracts/calls): the committed file
// is what the generator writes from them now.

it("docs/API.md is what the declarations give (run `npm run docs:api` after changing one)", () => {
  const committed = fs.readFileSync(path.join(process.cwd(), "docs/API.md"), "utf8");
  const generated = renderApiDocs();
  if (committed !== generated) throw new Error("docs/API.md differs from the call declarations: run `npm run docs:api` and commit the result.");
  expect(committed).toContain("### POST /api/web/user/add-booking-detail");
});
