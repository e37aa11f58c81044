import { serveSteps } from "../test-server";
import { hideDoctorListViews } from "./doctor-lists";

describe("hideDoctorListViews", () => {
  it("answers a request for a cached list view's own address with the not-found page, and passes everything else on", async () => {
    const calls: string[] = [];
    const s = await serveSteps(
      [
        hideDoctorListViews(async (req, res) => {
          calls.push(`not found ${req.url}`);
          res.statusCode = 404;
          res.end();
        }),
      ],
      (req, res) => {
        calls.push(`next ${req.url}`);
        res.end();
      },
    );
    try {
      for (const path of ["/doctorList/filtered/cardiology/-/-/-", "/doctorList/filtered", "/doctorList?speciality=cardiology", "/doctorList/filteredx"]) {
        await (await fetch(`${s.url}${path}`)).arrayBuffer();
      }
      expect(calls).toEqual([
        "not found /doctorList/filtered/cardiology/-/-/-",
        "not found /doctorList/filtered",
        "next /doctorList?speciality=cardiology",
        "next /doctorList/filteredx",
      ]);
    } finally {
      await s.close();
    }
  });
});
