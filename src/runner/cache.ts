/**
 * The response cache: a directory of JSON files, one per reply, keyed by the
 * SHA-256 of (endpoint, model, messages, sampling parameters, per-call seed).
 * The per-call seed comes from the trial id and call key, so repeats are real
 * new draws. Only successful replies are stored (errors never); a hit comes
 * back with `cached: true`.
 *
 * Default location: `$GROUPTHINK_CACHE_DIR`, else `$XDG_CACHE_HOME/groupthink/responses`,
 * else `~/.cache/groupthink/responses`.
 *
 * @example
 * const cache = openCache("/tmp/gt-cache");
 * const key = cacheKey("http://127.0.0.1:8000/v1", "typical", request, 17);
 * cache.get(key); // => null, then after cache.put(key, reply) the reply with cached: true
 */
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { writeFileAtomic } from "./append-log.js";
import { sha256Hex, stableStringify } from "./hash.js";
import type { ChatReply, ChatRequest } from "./types.js";

export interface ResponseCache {
  readonly dir: string;
  get(key: string): ChatReply | null;
  put(key: string, reply: ChatReply): void;
}

/** The default cache directory (see module doc). */
export function defaultCacheDir(): string {
  const env = process.env.GROUPTHINK_CACHE_DIR;
  if (env) return env;
  const xdg = process.env.XDG_CACHE_HOME;
  return join(xdg && xdg.length > 0 ? xdg : join(homedir(), ".cache"), "groupthink", "responses");
}

/**
 * The cache key of a call (hex SHA-256). `model` is the model the call is sent
 * to (the per-call `request.model` when the job context resolved one, else the
 * run's model); `request.model` itself is not hashed again, so keys of calls
 * without a per-call model are unchanged.
 */
export function cacheKey(endpoint: string, model: string, request: ChatRequest, seed: number): string {
  return sha256Hex(
    stableStringify({
      v: 1,
      endpoint,
      model,
      messages: request.messages.map((m) => [m.role, m.content]),
      temperature: request.temperature ?? null,
      max_tokens: request.max_tokens ?? null,
      logprobs: request.logprobs ?? false,
      top_logprobs: request.logprobs ? request.top_logprobs ?? null : null,
      json: request.json ?? false,
      seed,
      // newer parameters enter the key only when set, so existing cache entries keep their keys
      ...(request.top_p !== undefined ? { top_p: request.top_p } : {}),
      ...(request.reasoning_effort !== undefined ? { reasoning_effort: request.reasoning_effort } : {}),
    }),
  );
}

/** Open (creating) a cache directory. */
export function openCache(dir: string = defaultCacheDir()): ResponseCache {
  mkdirSync(dir, { recursive: true });
  const made = new Set<string>();
  const pathOf = (key: string): { sub: string; file: string } => {
    const sub = join(dir, key.slice(0, 2));
    return { sub, file: join(sub, `${key.slice(2)}.json`) };
  };
  return {
    dir,
    get(key) {
      const { file } = pathOf(key);
      if (!statSync(file, { throwIfNoEntry: false })) return null; // a miss without the cost of an ENOENT exception
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch {
        return null;
      }
      try {
        const reply = JSON.parse(text) as ChatReply;
        return typeof reply.content === "string" ? { ...reply, cached: true } : null;
      } catch {
        return null; // a damaged entry is a miss; the next put replaces it
      }
    },
    put(key, reply) {
      const { sub, file } = pathOf(key);
      if (!made.has(sub)) {
        mkdirSync(sub, { recursive: true });
        made.add(sub);
      }
      writeFileAtomic(file, JSON.stringify({ ...reply, cached: false }));
    },
  };
}
