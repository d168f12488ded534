/**
 * Public safety datasets published as Parquet (WildGuardMix
 * `wildguard_{train,test}.parquet`, Aegis 2.0 and BeaverTails through the
 * Hugging Face Parquet conversion) read as published: the file's rows become
 * plain objects (Arrow structs → objects, e.g. BeaverTails' `category`;
 * 64-bit integers → numbers; booleans stay booleans) and then JSON Lines, so
 * the panel bank's format detection and adapters read them unchanged. Reading
 * uses the runtime dependencies `parquet-wasm` (decoder) and `apache-arrow`
 * (rows), loaded synchronously.
 *
 * @example
 * parquetRows(readFileSync("wildguard_test.parquet"))[0].prompt_harm_label; // e.g. "harmful"
 */
import { createRequire } from "node:module";

type Pw = typeof import("parquet-wasm");
type Arrow = typeof import("apache-arrow");
let libs: { pw: Pw; arrow: Arrow } | undefined;

function load(): { pw: Pw; arrow: Arrow } {
  if (!libs) {
    const req = createRequire(import.meta.url);
    try {
      libs = { pw: req("parquet-wasm") as Pw, arrow: req("apache-arrow") as Arrow };
    } catch (e) {
      throw new Error(`reading Parquet needs apache-arrow and parquet-wasm (npm install apache-arrow@21.2.0 parquet-wasm@0.8.0): ${(e as Error).message}`);
    }
  }
  return libs;
}

/** A cell as JSON would carry it: bigint → number, Arrow struct/list/map → plain objects and arrays. */
function plain(v: unknown): unknown {
  if (typeof v === "bigint") return Number(v);
  if (v === null || v === undefined || typeof v !== "object") return v ?? null;
  if (v instanceof Uint8Array) return Array.from(v);
  const j = (v as { toJSON?: () => unknown }).toJSON;
  const o = typeof j === "function" ? j.call(v) : v;
  if (Array.isArray(o)) return o.map(plain);
  if (o && typeof o === "object" && !(o instanceof Date)) return Object.fromEntries(Object.entries(o as Record<string, unknown>).map(([k, x]) => [k, plain(x)]));
  return o;
}

/**
 * The rows of a Parquet file as plain objects (column order kept).
 * @param bytes the file's bytes
 * @throws Error when the bytes are not a Parquet file
 * @example
 * parquetRows(new Uint8Array([1, 2, 3])); // throws Error
 */
export function parquetRows(bytes: Uint8Array): Record<string, unknown>[] {
  const { pw, arrow } = load();
  const table = arrow.tableFromIPC(pw.readParquet(bytes).intoIPCStream());
  const names = table.schema.fields.map((f) => f.name);
  const cols = names.map((n) => table.getChild(n)!);
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < table.numRows; i++) {
    const row: Record<string, unknown> = {};
    names.forEach((n, c) => (row[n] = plain(cols[c].get(i))));
    out.push(row);
  }
  return out;
}

/**
 * A Parquet file's rows as JSON Lines text (what the bank's detection and adapters read).
 * @example
 * parquetAsJsonLines(bytes).split("\n")[0]; // e.g. '{"prompt":"…","is_safe":true,…}'
 */
export function parquetAsJsonLines(bytes: Uint8Array): string {
  return parquetRows(bytes).map((r) => JSON.stringify(r)).join("\n") + "\n";
}
