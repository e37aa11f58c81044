import onHeaders from "on-headers";
import type { Step } from "../request-path";

// Next 16.4 answers a redirect from a cached (ISR) page render, such as a doctor's address in
// another letter case, with its Location header twice. Browsers refuse a response with two
// Location headers that differ, and some clients any duplicate: a redirect keeps one.

/** Makes the answer keep a single Location header, however often it was set, appended or passed to writeHead. */
export const keepSingleLocation: Step = (_req, res, next) => {
  onHeaders(res, () => {
    const location = res.getHeader("location");
    if (Array.isArray(location)) res.setHeader("location", location[0]);
  });
  return next();
};
