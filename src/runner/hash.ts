/**
 * Stable hashing for cache keys, config hashes and bank hashes.
 *
 * @example
 * stableStringify({ b: 1, a: [2, { d: 3, c: 4 }] }); // => '{"a":[2,{"c":4,"d":3}],"b":1}'
 * sha256Hex("abc").slice(0, 8); // => "ba7816bf"
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";

let crypto: typeof import("node:crypto") | undefined;
/**
 * node:crypto, loaded at the first hash rather than with the module: loading it compiles 35 of node's
 * internal modules (~6 ms of CPU), which a command that never hashes (`fit judge` without `--save`, whose
 * bundle includes this module) should not pay (issue 22).
 */
const createHash = (algorithm: string) => (crypto ??= createRequire(import.meta.url)("node:crypto") as typeof import("node:crypto")).createHash(algorithm);

/**
 * JSON with object keys sorted (recursively); `undefined` members are dropped as in JSON.stringify.
 *
 * @example
 * stableStringify({ b: 1, a: { d: [1, { f: 2, e: undefined }], c: null } }); // => '{"a":{"c":null,"d":[1,{"f":2}]},"b":1}'
 */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : stableStringify(v))).join(",")}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify(obj[k])}`).join(",")}}`;
}

/**
 * Hex SHA-256 of a string (UTF-8) or buffer.
 *
 * @example
 * sha256Hex("abc"); // => "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
 */
export function sha256Hex(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * SHA-256 of a bank: a file's bytes, or for a directory every file below it
 * (sorted relative paths and contents). Returns null when the path does not exist.
 *
 * @example
 * hashPath("/tmp/does-not-exist"); // => null
 */
export function hashPath(path: string): string | null {
  if (!existsSync(path)) return null;
  const h = createHash("sha256");
  const walk = (p: string): void => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) walk(join(p, name));
    } else if (st.isFile()) {
      h.update(`${relative(path, p)}\u0000`);
      h.update(readFileSync(p));
      h.update("\u0000");
    }
  };
  walk(path);
  return h.digest("hex");
}
