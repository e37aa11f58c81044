// How a cache entry travels to Redis and back. Next's cached values hold Buffers (a page's
// RSC payload, a route's body) and Maps (a page's per-segment payloads), which plain JSON
// would flatten into objects that Next can no longer read.

const BUFFER = "$buffer";
const MAP = "$map";

/** An entry as one string; Buffers become base64 and Maps arrays of pairs. */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    // JSON.stringify hands the replacer a Buffer's toJSON() result; the holder has the Buffer.
    const original = this[key];
    if (Buffer.isBuffer(original)) return { [BUFFER]: original.toString("base64") };
    if (original instanceof Map) return { [MAP]: [...original.entries()] };
    return value;
  });
}

/** The entry `encodeEntry` wrote, with its Buffers and Maps restored. */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof value[BUFFER] === "string" && Object.keys(value).length === 1) return Buffer.from(value[BUFFER], "base64");
      if (Array.isArray(value[MAP]) && Object.keys(value).length === 1) return new Map(value[MAP]);
    }
    return value;
  });
}

/** Roughly how many bytes an entry holds in memory (strings and Buffers dominate). */
export function sizeOf(value) {
  if (value == null) return 8;
  if (typeof value === "string") return value.length * 2;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return value.byteLength;
  if (typeof value !== "object") return 8;
  if (value instanceof Map) {
    let total = 0;
    for (const [k, v] of value) total += sizeOf(k) + sizeOf(v);
    return total;
  }
  let total = 0;
  for (const [k, v] of Object.entries(value)) total += k.length * 2 + sizeOf(v);
  return total;
}
