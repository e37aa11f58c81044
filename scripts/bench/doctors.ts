// The doctors the bench works with: records read from the API, a demo doctor's page to
// measure, the search mix built from real records, and the doctor API's latency on one engine.
import { seededRandom } from "../../lib/random";
import { describeFailure, measureApi, postJson } from "./api-latency";
import { add, check, firstLine, ms, notMeasured } from "./report";
import { API } from "./settings";

type Doctor = Record<string, unknown>;

/** The doctor records of an API answer: `data` itself when it is a list, else its first list of records. */
function doctorsOf(body: unknown): Doctor[] {
  const data = body && typeof body === "object" ? (body as { data?: unknown }).data : undefined;
  const isRecords = (value: unknown): value is Doctor[] =>
    Array.isArray(value) && value.length > 0 && value.every((item) => item && typeof item === "object");
  if (isRecords(data)) return data;
  if (data && typeof data === "object") {
    for (const value of Object.values(data)) if (isRecords(value)) return value;
  }
  return [];
}

/** A doctor's address segment for /doctordetail/<username>. */
function usernameOf(doctor: Doctor): string | null {
  for (const key of ["username", "userName", "url", "doctorUrl", "slug"]) {
    const value = doctor[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

interface SearchVocabulary {
  readonly nameFragments: string[];
  /** Surnames of real records with one letter dropped ("kulkrni"): found by likeness, not containment. */
  readonly misspeltNames: string[];
  readonly specialities: string[];
  readonly genders: string[];
  readonly languages: string[];
}

const strings = (value: unknown): string[] => {
  if (typeof value === "string") return value.split(/[,/]/).map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") {
    const named = value as Record<string, unknown>;
    return strings(named.specialityUrl ?? named.slug ?? named.url ?? named.name ?? named.language ?? null);
  }
  return [];
};

/**
 * Surnames as a visitor types them in Devanagari: the demo hospital's and the generated
 * doctors' (lib/server/db/seed/bulk-doctors.ts), found through their transliterated keys.
 */
const DEVANAGARI_NAMES = ["कुलकर्णी", "जोशी", "पाटील", "देशपांडे", "शर्मा", "मेहता", "देसाई", "गोखले", "पवार", "जाधव", "चव्हाण", "नाईक", "अनन्या कुलकर्णी"];

/** "kulkarni" → "kulkrni": the middle letter dropped. */
const misspelt = (word: string) => word.slice(0, Math.floor(word.length / 2)) + word.slice(Math.floor(word.length / 2) + 1);

/**
 * What visitors type or pick, taken from real records: name fragments (3–5 letters of a
 * first or last name) and misspelt surnames, the speciality slugs, and the genders and
 * languages doctors have.
 */
function searchVocabulary(doctors: Doctor[], specialitySlugs: string[]): SearchVocabulary {
  const names = new Set<string>();
  const misspellings = new Set<string>();
  const genders = new Set<string>();
  const languages = new Set<string>();
  for (const doctor of doctors) {
    const name = doctor.name ?? doctor.fullName ?? doctor.doctorName;
    if (typeof name === "string") {
      for (const word of name.replace(/^dr\.?\s+/i, "").split(/\s+/)) {
        if (word.length >= 4) names.add(word.slice(0, 3 + (word.length % 3)).toLowerCase());
        if (word.length >= 6) misspellings.add(misspelt(word.toLowerCase()));
      }
    }
    for (const g of strings(doctor.gender)) genders.add(g);
    for (const l of strings(doctor.languages ?? doctor.language ?? doctor.languagesSpoken)) languages.add(l);
  }
  return {
    nameFragments: [...names].slice(0, 60),
    misspeltNames: [...misspellings].slice(0, 30),
    specialities: specialitySlugs,
    genders: [...genders],
    languages: [...languages].slice(0, 12),
  };
}

/** The i-th search of the mix: a few filters at a time, as on the doctor list page. */
function searchBodies(vocabulary: SearchVocabulary, seed = 20240601): (i: number) => Record<string, unknown> {
  const cache = new Map<number, Record<string, unknown>>();
  const next = seededRandom(seed);
  const pick = <T>(list: T[]): T | undefined => (list.length ? list[Math.floor(next() * list.length)] : undefined);
  return (i) => {
    while (cache.size <= i) {
      const body: Record<string, unknown> = { page: 1, limit: 20 };
      if (next() < 0.4) {
        // Mostly a fragment of a name, now and then a surname in Devanagari or misspelt.
        const kind = next();
        body.name = kind < 0.6 ? pick(vocabulary.nameFragments) : kind < 0.8 ? pick(DEVANAGARI_NAMES) : pick(vocabulary.misspeltNames);
      }
      if (next() < 0.5) body.speciality = pick(vocabulary.specialities);
      if (next() < 0.3) body.gender = pick(vocabulary.genders);
      if (next() < 0.3) body.language = pick(vocabulary.languages);
      if (next() < 0.25) body.minExperience = pick([5, 10, 15, 20]);
      if (next() < 0.2) body.page = 2 + Math.floor(next() * 3);
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      cache.set(cache.size, body);
    }
    return cache.get(i)!;
  };
}

export interface DoctorPick {
  /** A doctor whose page answers 200, or null. */
  username: string | null;
  /** Why there is no doctor page to measure. */
  pageProblem: string | null;
  /** Why the doctor API cannot be measured. */
  apiProblem: string | null;
  vocabulary: SearchVocabulary | null;
}

/** The first demo doctor (not one of the generated "dr-bench-…" ones), paging through list-user. */
async function findDemoDoctor(listUrl: string): Promise<string | null> {
  for (let page = 1; page <= 200; page++) {
    const answer = await postJson(listUrl, { limit: 100, page });
    const doctors = answer.status === 200 ? doctorsOf(answer.body) : [];
    const demo = doctors.map(usernameOf).find((u) => u && !u.startsWith("dr-bench-"));
    if (demo) return demo;
    if (doctors.length < 100) return null;
  }
  return null;
}

/**
 * The search vocabulary from the first 100 doctors of list-user, and one doctor's page
 * (a demo doctor when there is one, checked with get-by-url and a GET of its page).
 */
export async function pickDoctor(base: string): Promise<DoctorPick> {
  const listUrl = `${base}/api/web/doctor/list-user`;
  const none = (problem: string): DoctorPick => ({ username: null, pageProblem: problem, apiProblem: problem, vocabulary: null });
  const list = await postJson(listUrl, { limit: 100, page: 1 });
  if (list.status !== 200) return none(describeFailure(listUrl, list));
  const doctors = doctorsOf(list.body);
  if (doctors.length === 0) return none("POST /api/web/doctor/list-user returned no doctors");
  const usernames = doctors.map(usernameOf).filter((u): u is string => !!u);
  const specialities = await postJson(`${base}/api/web/speciality-v2/list-user`, {});
  const slugs = doctorsOf(specialities.body)
    .map((s) => s.specialityUrl)
    .filter((s): s is string => typeof s === "string");
  const vocabulary = searchVocabulary(doctors, slugs);

  const username = (await findDemoDoctor(listUrl)) ?? usernames[0];
  if (!username) return { username: null, pageProblem: "the doctors from list-user have no username", apiProblem: null, vocabulary };
  const byUrlUrl = `${base}/api/web/doctor/get-by-url`;
  const byUrl = await postJson(byUrlUrl, { url: username });
  if (byUrl.status !== 200 || (byUrl.body as { success?: unknown })?.success !== 1) {
    return { username: null, pageProblem: describeFailure(byUrlUrl, byUrl), apiProblem: null, vocabulary };
  }
  const page = await fetch(`${base}/doctordetail/${encodeURIComponent(username)}`);
  await page.arrayBuffer();
  if (!page.ok) return { username: null, pageProblem: `GET /doctordetail/${username} answered ${page.status}`, apiProblem: null, vocabulary };
  return { username, pageProblem: null, apiProblem: null, vocabulary };
}

export async function measureDoctorApi(base: string, engine: string, pick: DoctorPick, seedProblem: string | null): Promise<void> {
  const searchFigure = "Doctor search (POST /api/web/doctor/search)";
  const listFigure = "Doctor list (POST /api/web/doctor/list-user)";
  const reason = seedProblem ?? pick.apiProblem;
  if (reason || !pick.vocabulary) {
    notMeasured(`${searchFigure} p50`, engine, "", reason ?? "no doctors");
    notMeasured(`${searchFigure} p95`, engine, "< 30 ms", reason ?? "no doctors");
    notMeasured(`${listFigure} p50 / p95`, engine, "", reason ?? "no doctors");
    return;
  }
  const bodies = searchBodies(pick.vocabulary);
  try {
    const search = await measureApi(`${base}/api/web/doctor/search`, bodies, API.warmup, API.search);
    add(`${searchFigure} p50`, engine, `${ms(search.p50)} (${search.n} sequential, mixed filters, limit 20)`);
    add(`${searchFigure} p95`, engine, ms(search.p95), "< 30 ms", check(search.p95 < 30));
  } catch (error) {
    notMeasured(`${searchFigure} p50`, engine, "", firstLine(error));
    notMeasured(`${searchFigure} p95`, engine, "< 30 ms", firstLine(error));
  }
  try {
    // The doctor list page's call (SPEC: limit 100, page 1), now and then a later page.
    const pages = [1, 1, 2, 1, 3, 1, 5, 1, 2, 10];
    const list = await measureApi(`${base}/api/web/doctor/list-user`, (i) => ({ limit: 100, page: pages[i % pages.length] }), API.warmup, API.listUser);
    add(`${listFigure} p50 / p95`, engine, `${ms(list.p50)} / ${ms(list.p95)} (${list.n} sequential, limit 100)`);
  } catch (error) {
    notMeasured(`${listFigure} p50 / p95`, engine, "", firstLine(error));
  }
}
