// `npm run build` runs this after `next build`: the server (server/main.ts and its steps) as one
// ES module, dist/server.mjs, which `npm start` runs with plain Node. Packages stay imports of
// node_modules; the app's own modules it uses (lib/http, the settings) are bundled in.
import path from "node:path";
import { build, type Plugin } from "esbuild";

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

if (require.main === module) {
  buildServer().then(
    () => console.log(`Server built: ${path.relative(ROOT, SERVER_BUNDLE)}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
