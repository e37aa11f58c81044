/** A page's `searchParams` as Next hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter given once, several times or not at all. */
export const firstParam = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
