// `npm run build` runs this after `next build`: the server (server/main.ts and its steps) as one
// ES module, dist/server.mjs, which `npm start` runs with plain Node. Packages stay imports of
// node_modules; the app's own modules it uses (lib/http, the settings) are bundled in. Then the
// build's static scripts and style sheets get their compressed copies (server/steps/precompressed.ts);
// `npm run dev` (`--dev`) builds only the server.
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { writePrecompressed } from "./steps/precompressed";

const ROOT = path.resolve(__dirname, "..");
export const SERVER_BUNDLE = path.join(ROOT, "dist", "server.mjs");

/** `import "server-only"` marks modules React must never bundle for the browser; here it is a no-op. */
const serverOnly: Plugin = {
  name: "server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    b.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
  },
};

export async function buildServer(): Promise<void> {
  await build({
    entryPoints: [path.join(ROOT, "server", "main.ts")],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    plugins: [serverOnly],
    logLevel: "warning",
    legalComments: "none",
  });
}

/** Writes the compressed copies of a Next build's static files (by default NEXT_DIST_DIR's, as next.config.ts reads it). */
export async function precompressBuild(distDir = process.env.NEXT_DIST_DIR || ".next"): Promise<void> {
  const staticDir = path.resolve(ROOT, distDir, "static");
  const { files, bytes, from } = await writePrecompressed(staticDir);
  console.log(`Static files compressed once: ${files} scripts and style sheets (${Math.round(from / 1000)} kB) as brotli and gzip copies (${Math.round(bytes / 1000)} kB)`);
}

if (require.main === module) {
  const dev = process.argv.includes("--dev");
  buildServer()
    .then(() => console.log(`Server built: ${path.relative(ROOT, SERVER_BUNDLE)}`))
    .then(() => (dev ? undefined : precompressBuild()))
    .then(undefined, (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
