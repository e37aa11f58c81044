// The site through nginx with deploy/nginx's micro-cache, each page beside static nginx serving
// its own bytes (the machine's limit), in turns over several rounds; and how long a change made
// in the console takes to show through the cache.
import { randomBytes } from "node:crypto";
import { BROWSER_HEADERS, clientNote, describeRounds, load, measuredRuns, medianRun, NGINX_CLIENT_THREADS, roundRatio, type LoadResult } from "./load";
import { microCacheSeconds, startMicroCacheProxy } from "./micro-cache";
import { StepError } from "./processes";
import { add, check, firstLine, notMeasured } from "./report";
import { EDITOR, PROXY_PORT, RESULTS, ROUNDS, STATIC_PORT } from "./settings";
import { ensurePortFree, type Site } from "./site";
import { startStaticServer } from "./static-server";

/** A page of the site that answered, so it has a path. */
export type MeasuredPage = { key: string; label: string; path: string };

/** A console call on `site` as the editor's browser sends it: the site's origin and the session cookie. */
async function consoleCall(site: Site, cookie: string, call: string, body: unknown): Promise<{ status: number; json: { data?: unknown; message?: string } }> {
  const response = await fetch(`${site.base}/api/admin/${call}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** A footer change made through the console, and how long until a page through the micro-cache shows it. */
async function freshnessThroughProxy(site: Site, proxyUrl: string, path: string): Promise<number> {
  const login = await fetch(`${site.base}/api/admin/auth/login`, { method: "POST", headers: { "content-type": "application/json", origin: site.base }, body: JSON.stringify(EDITOR) });
  if (!login.ok) throw new StepError(`the console's sign-in answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const footer = (await consoleCall(site, cookie, "content/footer/get", {})).json.data as { version: string | null; values: { copyright: { text: string } } };
  const marker = `Bench change ${randomBytes(4).toString("hex")}`;
  const values = { ...footer.values, copyright: { ...footer.values.copyright, text: `© {year} ${marker}.` } };
  const saved = await consoleCall(site, cookie, "content/footer/save", { version: footer.version, values });
  if (saved.status !== 200) throw new StepError(`the console's save answered ${saved.status}: ${saved.json.message}`);
  const changed = Date.now();
  while (Date.now() - changed < 30_000) {
    if ((await (await fetch(`${proxyUrl}${path}`)).text()).includes(marker)) return (Date.now() - changed) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new StepError("the change was not seen through the micro-cache within 30 s");
}

/**
 * Each page through the micro-cache beside static nginx, ROUNDS times, from one client thread
 * and from NGINX_CLIENT_THREADS; then the freshness of a change through it, on the doctor page.
 */
export async function measureMicroCache(site: Site, measured: MeasuredPage[], figure: string): Promise<void> {
  // Each page through the deploy's micro-cache beside static nginx serving that page's own bytes,
  // in turns, ROUNDS times (as the site beside the bare app above): each ratio pairs two runs of
  // one round, never two runs minutes apart on a machine whose speed drifts.
  try {
    await ensurePortFree(PROXY_PORT);
    const lifetime = microCacheSeconds();
    const proxy = await startMicroCacheProxy(Number(new URL(site.base).port), PROXY_PORT);
    try {
      for (const page of measured) {
        const staticRuns: (LoadResult | undefined)[] = [];
        const cachedRuns: (LoadResult | undefined)[] = [];
        const browserRuns: (LoadResult | undefined)[] = [];
        // The same pair from one client thread, as the ratio was first measured: both then
        // meet the generator's ceiling, so the ratio says whether the micro-cache falls below it.
        const staticRunsOne: (LoadResult | undefined)[] = [];
        const cachedRunsOne: (LoadResult | undefined)[] = [];
        let staticLabel = "";
        try {
          const staticServer = await startStaticServer(await (await fetch(site.base + page.path)).text(), STATIC_PORT, RESULTS);
          staticLabel = staticServer.label;
          try {
            for (let round = 1; round <= ROUNDS; round++) {
              const of = ` (round ${round} of ${ROUNDS})`;
              staticRunsOne.push(await load(`static ${page.label}, one client thread${of}`, staticServer.url));
              cachedRunsOne.push(await load(`micro-cache ${page.label}, one client thread${of}`, proxy.url + page.path));
              staticRuns.push(await load(`static ${page.label}${of}`, staticServer.url, {}, NGINX_CLIENT_THREADS));
              cachedRuns.push(await load(`micro-cache ${page.label}${of}`, proxy.url + page.path, {}, NGINX_CLIENT_THREADS));
              // What a visitor's browser is served: the cached brotli copy (the cache key holds the encoding).
              browserRuns.push(await load(`micro-cache ${page.label}, a browser's Accept-Encoding${of}`, proxy.url + page.path, BROWSER_HEADERS, NGINX_CLIENT_THREADS));
            }
          } finally {
            await staticServer.proc.stop();
          }
        } catch (error) {
          notMeasured(figure, `${page.label}, through nginx (micro-cache) and static`, "", firstLine(error));
        }
        const cached = measuredRuns(cachedRuns);
        if (!cached.length) continue;
        const statics = measuredRuns(staticRuns);
        const browsers = measuredRuns(browserRuns);
        if (statics.length) add(figure, `${page.label}, same HTML, ${staticLabel}`, `${describeRounds(statics)}; ${clientNote(statics, NGINX_CLIENT_THREADS)}`);
        add(figure, `${page.label}, through nginx (deploy/, ${lifetime} s micro-cache)`, `${describeRounds(cached)}; ${clientNote(cached, NGINX_CLIENT_THREADS)}`);
        if (browsers.length) add(figure, `${page.label}, through nginx (micro-cache), a browser's Accept-Encoding (br)`, `${describeRounds(browsers)}; ${clientNote(browsers, NGINX_CLIENT_THREADS)}`);
        const ratioOne = roundRatio(cachedRunsOne, staticRunsOne, (r) => r.rps);
        if (ratioOne !== null) {
          const one = measuredRuns(cachedRunsOne);
          add("Micro-cache / static nginx requests/s, one client thread", page.label, `${ratioOne.toFixed(2)} (${clientNote(one, 1)})`, "≥ 0.9 (quiet machine)", check(ratioOne >= 0.9));
        }
        // With the generator off its ceiling, nginx's own cost per hit shows (the cached answer's
        // headers are parsed from the cache file on every hit): reported, no target.
        const ratio = roundRatio(cachedRuns, staticRuns, (r) => r.rps);
        if (ratio !== null) add(`Micro-cache / static nginx requests/s, ${NGINX_CLIENT_THREADS} client threads`, page.label, ratio.toFixed(2));
        const floor = statics.length ? `; static nginx ${medianRun(statics).p99} ms` : "";
        const { p99 } = medianRun(cached);
        add("Micro-cache p99 (median round), uncompressed", page.label, `${p99} ms${floor}`, "< 50 ms", check(p99 < 50));
        if (browsers.length) {
          const { p99: browserP99 } = medianRun(browsers);
          add("Micro-cache p99 (median round), a browser's request (br)", page.label, `${browserP99} ms`, "< 50 ms", check(browserP99 < 50));
        }
      }
      const doctor = measured.find((p) => p.key === "doctor");
      if (doctor) {
        const seconds = await freshnessThroughProxy(site, proxy.url, doctor.path);
        add("A change through the site, seen through the micro-cache", doctor.label, `after ${seconds.toFixed(2)} s`, `≤ ${lifetime} s + one render`, check(seconds <= lifetime + 0.5));
      }
    } finally {
      await proxy.proc.stop();
    }
  } catch (error) {
    notMeasured(figure, "through nginx (micro-cache)", "", firstLine(error));
  }
}
