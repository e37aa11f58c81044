import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Item 16 of the review: addresses a visitor types or guesses never grow the server's cache.
// The page cache lives in memory (or Redis), bounded in bytes and holding only 200 answers
// (server/page-cache, unit-tested there); this measures from outside that nothing
// reaches the disk and that no 404 or redirect is ever served from the cache.
// Runs as its own project after every other spec (playwright.config.ts), so no other test
// adds legitimate entries while it measures.

const CACHE_DIR = path.join(process.env.NEXT_DIST_DIR || ".next", "cache");
// 140 by default (10 of each kind, a few seconds): the bound itself (bytes and entries) is
// proven where it lives, in server/page-cache/handler.test.mjs; this proves from outside
// that nothing of these reaches the disk. `JUNK_COUNT=10000` for the full measure.
const JUNK_COUNT = Number(process.env.JUNK_COUNT ?? 140);
const CONCURRENCY = 16;

function cacheFootprint(): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files += 1;
        bytes += fs.statSync(full).size;
      }
    }
  };
  walk(CACHE_DIR);
  return { files, bytes };
}

/** Every kind of address a scanner, a typo or a guess produces, each one distinct. */
function junkAddress(i: number): string {
  const token = `zq${i.toString(36)}`;
  const kinds = [
    `/doctordetail/dr-${token}`,
    `/doctordetail/DR-RAJESH-IYER${i % 2 ? "" : "-"}${token}`,
    `/doctordetail/${"Dr-Rajesh-Iyer".split("").map((c, k) => ((i >> k) & 1 ? c.toUpperCase() : c.toLowerCase())).join("")}`,
    `/specialities/${token}`,
    `/specialities/${token}%20with%20spaces`,
    `/specialities/${"cardiology".split("").map((c, k) => ((i >> k) & 1 ? c.toUpperCase() : c)).join("")}`,
    `/service-v2/detail/${token}`,
    `/service/detail/${token}`,
    `/service/${token}/00000000-0000-4000-8000-${i.toString().padStart(12, "0")}`,
    `/doctorList?name=${token}`,
    `/doctorList?speciality=${token}&page=${i}`,
    `/doctorList?page=${1000 + i}`,
    `/p/${token}`,
    `/blogdetail/${token}`,
  ];
  return kinds[i % kinds.length];
}

test("distinct unknown, malformed and case-variant addresses (140, or JUNK_COUNT) leave the cache's files and bytes where they were", async ({ baseURL }) => {
  test.setTimeout(600_000);
  // The known pages first: their entries are the cache's legitimate, bounded content.
  for (const known of ["/", "/doctorList", "/doctordetail/dr-rajesh-iyer", "/specialities/cardiology", "/services-v2"]) {
    expect((await fetch(`${baseURL}${known}`)).status).toBe(200);
  }
  const before = cacheFootprint();

  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < JUNK_COUNT) {
        const i = next++;
        const response = await fetch(`${baseURL}${junkAddress(i)}`, { redirect: "manual" });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );

  expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  expect(cacheFootprint()).toEqual(before);
});
