
/** The first value of a query parameter given once, several times or not at all. */
export const firstParam = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
