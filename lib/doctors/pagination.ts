/** One entry of a pager: a page number, or a gap ("…") between distant numbers. */
export type PageItem = { kind: "page"; page: number } | { kind: "gap"; after: number };

export function pageCount(total: number, limit: number): number {
  if (!(total > 0) || !(limit > 0)) return 1;
  return Math.ceil(total / limit);
}

/**
 * The page numbers a pager shows: the first, the last, and `siblings` either side of the
 * current page, with a gap where numbers are skipped. A gap never hides a single page
 * (1 … 3 becomes 1 2 3).
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 1) return [{ kind: "page", page: 1 }];
  const page = Math.min(Math.max(Math.trunc(current) || 1, 1), total);
  const shown = new Set<number>([1, total]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) items.push({ kind: "page", page: p - 1 });
    else if (previous !== undefined && p - previous > 2) items.push({ kind: "gap", after: previous });
    items.push({ kind: "page", page: p });
  });
  return items;
}
