// Lints in-memory snippets as if they were files of the project (ESLint's Node API with the
// project's own eslint.config.mjs) and prints, per snippet, the no-restricted-imports messages.
// Input on stdin: [{ filePath, code }]. Run from the project root.
import { ESLint } from "eslint";

const input = JSON.parse(await new Promise((resolve) => {
  let text = "";
  process.stdin.on("data", (chunk) => (text += chunk));
  process.stdin.on("end", () => resolve(text));
}));
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { filePath, code } of input) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
