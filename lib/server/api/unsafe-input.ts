import "server-only";
import { findUnsafeCharacter } from "@/lib/contracts/common";
import type { ApiFieldError } from "@/lib/contracts/envelope";

// Every string a request carries (body values and keys, query parameters, path segments) is
// checked here before any schema runs, so that even a handler with a loose schema (or none)
// cannot hand a NUL byte or a lone surrogate to the database.

const MAX_REPORTED = 20;
const MAX_PATH = 200;

/** JSON-style escapes for a field name that itself holds an unsafe character. */
const printable = (key: string) => (findUnsafeCharacter(key) ? JSON.stringify(key).slice(1, -1) : key);

const message = (character: string, what: string) =>
  `${what} the character ${character}, which is not allowed here (a control character such as a NUL byte, or a broken character); remove it and try again`;

/** A path kept as a chain of links, so walking a deep body costs O(size), not O(depth²). */
type PathLink = { key: string; parent: PathLink | null } | null;

const pathOf = (link: PathLink): string => {
  const parts: string[] = [];
  for (let current = link; current; current = current.parent) parts.push(current.key);
  const path = parts.reverse().join(".");
  return path.length > MAX_PATH ? `…${path.slice(-MAX_PATH)}` : path;
};

/**
 * One error per string that holds an unsafe character, naming its path ("name",
 * "filters.0.city"). Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnsafeStrings(value: unknown): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  const stack: { value: unknown; path: PathLink }[] = [{ value, path: null }];
  while (stack.length && errors.length < MAX_REPORTED) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      const character = findUnsafeCharacter(current);
      if (character) errors.push({ path: pathOf(path), message: message(character, "contains") });
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: { key: String(i), parent: path } });
    } else if (current && typeof current === "object") {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const character = findUnsafeCharacter(key);
        if (character) errors.push({ path: pathOf({ key: printable(key), parent: path }), message: message(character, "the field name contains") });
        else stack.push({ value: child, path: { key, parent: path } });
      }
    }
  }
  return errors;
}
