import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { doctors } from "../db/schema";
import { publicUploads, uploadsRoot } from "./storage";
import { pruneOrphanUploads } from "./prune-uploads";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.cleanup());

async function upload(key: string, ageHours: number) {
  await publicUploads.put(key, Buffer.from("RIFF....WEBP"));
  const when = new Date(Date.now() - ageHours * 3600_000);
  await fs.utimes(path.join(uploadsRoot(), "public", key), when, when);
}

describe(`unreferenced uploads on ${testEngine()}`, () => {
  it("deletes a day-old upload nothing names, keeps one a doctor's photo names, one in a setting and one uploaded an hour ago", async () => {
    const [doctor] = await t.handle.db.select({ id: doctors.id }).from(doctors).limit(1);
    await upload("0a1b2c3d-orphan.webp", 30);
    await upload("0a1b2c3d-photo.webp", 30);
    await upload("0a1b2c3d-fresh.webp", 1);
    await t.handle.db.update(doctors).set({ photo: "/public/0a1b2c3d-photo.webp" }).where(eq(doctors.id, doctor.id));
    expect(await pruneOrphanUploads(t.handle.db, new Date())).toBe(1);
    const left = (await fs.readdir(path.join(uploadsRoot(), "public"))).sort();
    expect(left).toEqual(expect.arrayContaining(["0a1b2c3d-fresh.webp", "0a1b2c3d-photo.webp"]));
    expect(left).not.toContain("0a1b2c3d-orphan.webp");
  });
});
