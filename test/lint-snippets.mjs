// Lints in-memory snippets as if they were files of the project (ESLint's Node API with the
// project's own eslint.config.mjs) and prints, per snippet, the layer rules' messages.
// Input on stdin: [{ filePath, code }]. Run from the project root.
import { ESLint } from "eslint";

const input = JSON.parse(await new Promise((resolve) => {
  let text = "";
  process.stdin.on("data", (chunk) => (text += chunk));
  process.stdin.on("end", () => resolve(text));
}));
const LAYER_RULES = new Set(["no-restricted-imports", "no-restricted-syntax"]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { filePath, code } of input) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.filter((m) => LAYER_RULES.has(m.ruleId)).map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
