import fs from "node:fs";
import path from "node:path";
import { renderApiDocs } from "./api-docs/render";

// Writes docs/API.md from the call declarations (lib/contracts/calls): `npm run docs:api`.
// app/api/api-docs.test.ts fails while the committed file differs from what this writes.

const target = path.join(process.cwd(), "docs/API.md");
fs.writeFileSync(target, renderApiDocs());
console.log(`Wrote ${path.relative(process.cwd(), target)}.`);
