// The two places the page cache can live: this process's memory (one instance), or one
// Redis that every instance shares (REDIS_URL). Both hold entries and the times tags were
// revalidated, and both are bounded: memory by bytes, Redis by a lifetime on every key.
import { createClient } from "@redis/client";
import { LRUCache } from "lru-cache";
import { decodeEntry, encodeEntry, sizeOf } from "./codec.mjs";

/** One instance: a byte-bounded LRU, so no address pattern can grow the process. */
export class MemoryStore {
  constructor({ maxBytes }) {
    this.kind = "memory";
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, sizeOf(entry)) });
    // Tags are few (one per domain plus Next's per-route implicit tags, bounded by the routes).
    this.tags = new Map();
  }

  async get(key) {
    return this.entries.get(key) ?? null;
  }

  async set(key, entry, ttlSeconds) {
    // An entry larger than the whole cache is refused by the LRU; that only means no caching.
    this.entries.set(key, entry, { ttl: ttlSeconds * 1000 });
  }

  async tagTimes(tags) {
    return tags.map((tag) => this.tags.get(tag) ?? 0);
  }

  async revalidate(tags, at) {
    // Only forward: a write stamped earlier (a late call, another clock) never undoes a later one.
    for (const tag of tags) this.tags.set(tag, Math.max(at, this.tags.get(tag) ?? 0));
  }
}

/** Sets each tag (ARGV[2..]) to the time ARGV[1] where that is later than its own, in one step. */
const RAISE_TAG_TIMES = `
local at = tonumber(ARGV[1])
for i = 2, #ARGV do
  local was = tonumber(redis.call('HGET', KEYS[1], ARGV[i])) or 0
  if at > was then redis.call('HSET', KEYS[1], ARGV[i], ARGV[1]) end
end
return 0`;

/**
 * Several instances: one Redis. Commands fail at once while Redis is unreachable (no offline
 * queue), so a lost Redis costs renders, never hung requests; the client reconnects with
 * back-off by itself.
 */
export class RedisStore {
  constructor({ url, prefix, log }) {
    this.kind = "redis";
    this.prefix = prefix;
    this.tagsKey = `${prefix}tags`;
    // After close() a refused connection is expected, not news.
    this.log = (...args) => this.closed || log(...args);
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
      },
    });
    this.client.on("error", (error) => this.log("redis error", error));
    // connect() keeps retrying while Redis is down and would never settle: the first use waits
    // for it at most a second, then commands fail fast until the client is back.
    const connecting = this.client.connect().catch((error) => this.log("redis connect failed", error));
    this.ready = Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  }

  async get(key) {
    const text = await this.client.get(this.prefix + key);
    return text ? decodeEntry(text) : null;
  }

  async set(key, entry, ttlSeconds) {
    await this.client.set(this.prefix + key, encodeEntry(entry), { expiration: { type: "EX", value: ttlSeconds } });
  }

  async tagTimes(tags) {
    if (tags.length === 0) return [];
    const values = await this.client.hmGet(this.tagsKey, tags);
    return values.map((v) => Number(v) || 0);
  }

  async revalidate(tags, at) {
    if (tags.length === 0) return;
    await this.client.eval(RAISE_TAG_TIMES, { keys: [this.tagsKey], arguments: [String(at), ...tags] });
  }

  async close() {
    this.closed = true;
    // destroy(), not close(): close() waits for a connection that may never come.
    try {
      this.client.destroy();
    } catch {
      // already closed
    }
  }
}
