/** One public page address the database holds (lib/server/sitemap). */
export interface SitemapEntry {
  /** Site path, e.g. "/doctordetail/dr-ananya-kulkarni". */
  path: string;
  /** ISO 8601 time of the record's last change. */
  lastModified: string;
  kind: "speciality" | "doctor" | "service-v1" | "service-v2" | "blog" | "news" | "career";
}
