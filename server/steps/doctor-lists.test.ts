import * as nextHeaders from "next/dist/client/components/app-router-headers";
import { serveSteps } from "../test-server";
import { RSC_REQUEST_HEADER } from "../routes";
import { doctorListViews, REWRITTEN_PATH_HEADER } from "./doctor-lists";

describe("doctorListViews", () => {
  async function through(requests: { path: string; method?: string; headers?: Record<string, string> }[]) {
    const calls: string[] = [];
    const answers: (string | null)[] = [];
    const s = await serveSteps(
      [
        doctorListViews(async (req, res) => {
          calls.push(`not found ${req.url}`);
          res.statusCode = 404;
          res.end();
        }),
      ],
      (req, res) => {
        calls.push(`next ${req.method === "GET" ? "" : `${req.method} `}${req.url}`);
        res.end();
      },
    );
    try {
      for (const { path, method, headers } of requests) {
        const answer = await fetch(`${s.url}${path}`, { method, headers });
        answers.push(answer.headers.get(REWRITTEN_PATH_HEADER));
        await answer.arrayBuffer();
      }
    } finally {
      await s.close();
    }
    return { calls, answers };
  }

  it("serves a filtered list from its cached view at the visitor's address, and a name search from the page", async () => {
    const { calls, answers } = await through([
      { path: "/doctorList?speciality=cardiology&gender=female" },
      { path: "/doctorList" },
      { path: "/doctorList?name=&speciality=neurology&gender=&language=Malayalam" },
      { path: "/doctorList?name=kulkarni&speciality=cardiology" },
      { path: "/doctorList?speciality=%3Cscript%3E" },
      { path: "/doctorList?language=Hindi", method: "HEAD" },
      { path: "/doctorList?language=Hindi", method: "POST" },
    ]);
    expect(calls).toEqual([
      "next /doctorList/filtered/cardiology/female/-/-?speciality=cardiology&gender=female",
      "next /doctorList/filtered/-/-/-/-",
      "next /doctorList/filtered/neurology/-/Malayalam/-?name=&speciality=neurology&gender=&language=Malayalam",
      "next /doctorList?name=kulkarni&speciality=cardiology",
      "next /doctorList?speciality=%3Cscript%3E",
      "next HEAD /doctorList/filtered/-/-/Hindi/-?language=Hindi",
      "next POST /doctorList?language=Hindi",
    ]);
    // Only a client-side navigation is told which route was rendered.
    expect(answers.every((header) => header === null)).toBe(true);
  });

  it("tells the client router which view a navigation rendered, under Next's own header names", async () => {
    expect([RSC_REQUEST_HEADER, REWRITTEN_PATH_HEADER]).toEqual([nextHeaders.RSC_HEADER, nextHeaders.NEXT_REWRITTEN_PATH_HEADER]);
    const { calls, answers } = await through([
      { path: "/doctorList?gender=male&_rsc=abc12", headers: { [RSC_REQUEST_HEADER]: "1" } },
      { path: "/doctorList?name=rao&_rsc=abc12", headers: { [RSC_REQUEST_HEADER]: "1" } },
    ]);
    expect(calls).toEqual(["next /doctorList/filtered/-/male/-/-?gender=male&_rsc=abc12", "next /doctorList?name=rao&_rsc=abc12"]);
    expect(answers).toEqual(["/doctorList/filtered/-/male/-/-", null]);
  });

  it("answers a view's redirect (values that are not the list's own) no-store, so no cache keeps one per made-up value; its page keeps Next's caching", async () => {
    const s = await serveSteps([doctorListViews(async (_req, res) => void res.end())], (req, res) => {
      res.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=3300");
      if (req.url?.includes("zzzz")) res.writeHead(307, { Location: "/doctorList" });
      res.end();
    });
    try {
      const junk = await fetch(`${s.url}/doctorList?speciality=zzzz`, { redirect: "manual" });
      expect([junk.status, junk.headers.get("cache-control")]).toEqual([307, "private, no-store"]);
      const page = await fetch(`${s.url}/doctorList?speciality=cardiology`);
      expect([page.status, page.headers.get("cache-control")]).toEqual([200, "s-maxage=300, stale-while-revalidate=3300"]);
    } finally {
      await s.close();
    }
  });

  it("answers a request for a cached view's own address with the not-found page, and passes everything else on", async () => {
    const { calls } = await through([{ path: "/doctorList/filtered/cardiology/-/-/-" }, { path: "/doctorList/filtered" }, { path: "/doctorList/filteredx" }, { path: "/doctorListx?gender=male" }]);
    expect(calls).toEqual(["not found /doctorList/filtered/cardiology/-/-/-", "not found /doctorList/filtered", "next /doctorList/filteredx", "next /doctorListx?gender=male"]);
  });
});
