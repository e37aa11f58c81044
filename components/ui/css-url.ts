/** A CSS url() for an inline style, the path quoted so no character in it can end the declaration. */
export function cssUrl(path: string): string {
  return `url(${JSON.stringify(path)})`;
}
