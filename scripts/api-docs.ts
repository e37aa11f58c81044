import fs from "node:fs";
import path from "node:path";
import { renderApiDocs } from "./api-docs/render";

// docs/API.md from the call declarations (lib/contracts/calls): `npm run docs:api` writes it;
// `--check` (part of `npm run lint`) fails while the committed file differs from what it writes.

const target = path.join(process.cwd(), "docs/API.md");
const generated = renderApiDocs();
if (process.argv.includes("--check")) {
  if (fs.readFileSync(target, "utf8") !== generated) {
    console.error("docs/API.md differs from the call declarations (lib/contracts/calls): run `npm run docs:api` and commit the result.");
    process.exit(1);
  }
} else {
  fs.writeFileSync(target, generated);
  console.log(`Wrote ${path.relative(process.cwd(), target)}.`);
}
