// Unknown addresses of every kind, and the heading of their not-found page (e2e/not-found.spec.ts
// checks the same pages over raw HTTP).
export const UNKNOWN_ADDRESSES: [path: string, heading: string][] = [
  ["/doctordetail/dr-nobody", "Doctor not found"],
  ["/service/cardiology/123", "Service not found"],
  ["/service-v2/detail/nothing", "Service not found"],
  ["/service/detail/nothing", "Service not found"],
  ["/newsdetail/nothing", "News item not found"],
  ["/blogdetail/nothing", "Article not found"],
  ["/careers/nothing", "Job opening not found"],
  ["/specialities/no-such-speciality", "Speciality not found"],
  ["/p/no-such-link", "Link not found"],
  ["/p/flu2025", "Link not found"],
  ["/login", "Page not found"],
  ["/a/path/that/does/not/exist", "Page not found"],
  ["/contactus", "Page not found"],
  ["/admin/nope", "Page not found"],
  ["/admin/content/no-such-collection", "Page not found"],
  // Next's own routes of the build (server/routes.ts RouteTable nextOwn): no address of the site.
  ["/_global-error", "Page not found"],
  ["/_not-found", "Page not found"],
];
