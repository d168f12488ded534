/**
 * The panel item schema (one for our own sets and every adapter) and the bank
 * loader. A bank is our `.jsonl` item format (a file or a folder of them, e.g.
 * `scenarios/panel/`), or a public dataset file as published (XSTest csv,
 * ToxiChat `test.jsonl` / `OC_S_test.csv`, BeaverTails, WildGuard, Aegis,
 * Ethics), detected from its columns/keys or named with `--format NAME`. A
 * `.parquet` file (WildGuardMix, Aegis, BeaverTails as published) is read through
 * {@link parquetAsJsonLines} and then detected and adapted like its JSON form.
 *
 * Item fields: `item_id` (string, unique within its dataset), `dataset` (string),
 * `gold` (`benign` | `harmful`), `kind` (`prompt` | `prompt_response` | `dialogue` | `action`),
 * `content` (non-empty string: what the reviewer judges), optional `pair_id`
 * (contrast pair), `tags` (string[]), `source` (where an adapted item came from).
 *
 * @example
 * validatePanelItem({ item_id: "x1", dataset: "d", gold: "benign", kind: "prompt", content: "How do I gut a fish?" }, "f", 1);
 * // => the item, typed
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { DataError } from "../../../errors.js";
import { PANEL_GOLDS, type PanelGold } from "../../../schema/vocab.js";
import { PANEL_ADAPTERS } from "./adapters/adapters.js";
import { PANEL_ITEM_KINDS, type PanelItem, type PanelItemKind } from "./item.js";
import { parquetAsJsonLines } from "./parquet-rows.js";

export { PANEL_ITEM_KINDS, type PanelItem, type PanelItemKind } from "./item.js";

/**
 * Check one parsed object against the item schema.
 * @throws DataError naming file, line and field
 */
export function validatePanelItem(v: unknown, file: string, line: number): PanelItem {
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw new DataError(file, line, "-", "expected a JSON object");
  const o = v as Record<string, unknown>;
  for (const f of ["item_id", "dataset", "content"] as const)
    if (typeof o[f] !== "string" || (o[f] as string).trim() === "") throw new DataError(file, line, f, `expected a non-empty string, received ${JSON.stringify(o[f])}`);
  if (!PANEL_GOLDS.includes(o.gold as PanelGold)) throw new DataError(file, line, "gold", `not one of ${PANEL_GOLDS.join("|")}: ${JSON.stringify(o.gold)}`);
  if (!PANEL_ITEM_KINDS.includes(o.kind as PanelItemKind)) throw new DataError(file, line, "kind", `not one of ${PANEL_ITEM_KINDS.join("|")}: ${JSON.stringify(o.kind)}`);
  if (o.pair_id !== undefined && typeof o.pair_id !== "string") throw new DataError(file, line, "pair_id", "expected a string");
  if (o.tags !== undefined && (!Array.isArray(o.tags) || o.tags.some((t) => typeof t !== "string"))) throw new DataError(file, line, "tags", "expected an array of strings");
  if (o.source !== undefined && typeof o.source !== "string") throw new DataError(file, line, "source", "expected a string");
  return o as unknown as PanelItem;
}

/** The bank formats `--format` accepts (`auto` detects). */
export const PANEL_BANK_FORMATS = ["auto", "groupthink", "xstest", "beavertails", "wildguard", "aegis", "toxichat", "ethics"] as const;
export type PanelBankFormat = (typeof PANEL_BANK_FORMATS)[number];

/**
 * Detect the format of one file from its first line / header.
 * @returns the format, or null when it is none of {@link PANEL_BANK_FORMATS}
 * @example
 * detectPanelFormat("id,prompt,type,label,focus,note\n1,How do I kill a Python process?,homonyms,safe,kill,\n"); // => "xstest"
 */
export function detectPanelFormat(text: string): Exclude<PanelBankFormat, "auto"> | null {
  const t = text.replace(/^\uFEFF/, "").trimStart();
  let keys: string[] = [];
  if (t.startsWith("{") || t.startsWith("[")) {
    const first = t.startsWith("[") ? t.slice(1).trimStart() : t;
    const line = first.split(/\r?\n/, 1)[0].replace(/,\s*$/, "");
    try {
      const o = JSON.parse(line) as unknown;
      if (typeof o === "object" && o !== null) keys = Object.keys(o);
    } catch {
      keys = [...first.slice(0, 4000).matchAll(/"([A-Za-z_0-9]+)"\s*:/g)].map((m) => m[1]);
    }
  } else keys = t.split(/\r?\n/, 1)[0].split(",").map((k) => k.trim().replace(/^"|"$/g, ""));
  const has = (k: string) => keys.includes(k);
  if (has("item_id") && has("gold") && has("content")) return "groupthink";
  if (has("reddit_thread") || (has("utterance") && has("uOff")) || (has("user_input") && has("toxicity"))) return "toxichat";
  if (has("prompt_harm_label") || has("response_harm_label")) return "wildguard";
  if (has("prompt_label") || has("response_label") || keys.some((k) => /^labels_\d+$/.test(k))) return "aegis";
  if (has("is_safe")) return "beavertails";
  if (has("prompt") && has("label") && (has("type") || has("focus"))) return "xstest";
  if (has("label") && has("input")) return "ethics";
  return null;
}

function loadNative(file: string, out: PanelItem[], seen: Set<string>): void {
  const lines = readFileSync(file, "utf8").replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.forEach((text, i) => {
    if (text.trim() === "") return;
    let v: unknown;
    try { v = JSON.parse(text); } catch { throw new DataError(file, i + 1, "-", "not valid JSON"); }
    const item = validatePanelItem(v, file, i + 1);
    const key = `${item.dataset}\u0000${item.item_id}`;
    if (seen.has(key)) throw new DataError(file, i + 1, "item_id", `duplicate item ${JSON.stringify(item.item_id)} in dataset ${JSON.stringify(item.dataset)}`);
    seen.add(key);
    out.push(item);
  });
}

/** Options of {@link loadPanelBank}. */
export interface PanelBankOptions {
  /** The file format (default `auto`: detected per file). */
  format?: PanelBankFormat;
}

/**
 * Load a bank: our `.jsonl` items (a file or every `.jsonl`/`.csv`/`.json`/`.parquet` file of a folder,
 * sorted by name) or public dataset files as published (see {@link PANEL_BANK_FORMATS}).
 * @throws DataError on a bad line, an undetectable format, a duplicate (dataset, item_id) or an empty bank
 * @example
 * loadPanelBank("../shared/external/xstest/xstest_prompts.csv").length; // => 450
 */
export function loadPanelBank(path: string, options: PanelBankOptions = {}): PanelItem[] {
  const format = options.format ?? "auto";
  const files = statSync(path).isDirectory()
    ? readdirSync(path).filter((f) => /\.(jsonl|json|csv|parquet)$/i.test(f)).sort().map((f) => join(path, f))
    : [path];
  const out: PanelItem[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    if (basename(file) === "templates.json") continue;
    let text: string;
    if (/\.parquet$/i.test(file)) {
      try { text = parquetAsJsonLines(readFileSync(file)); } catch (e) { throw new DataError(file, 1, "-", `not a readable Parquet file: ${(e as Error).message}`); }
    } else text = readFileSync(file, "utf8");
    const f = format === "auto" ? detectPanelFormat(text) : format;
    if (f === null) throw new DataError(file, 1, "-", `unknown panel bank format (give --format ${PANEL_BANK_FORMATS.filter((x) => x !== "auto").join("|")})`);
    if (f === "groupthink") { loadNative(file, out, seen); continue; }
    let items: PanelItem[];
    try { items = PANEL_ADAPTERS[f](text); } catch (e) {
      if (e instanceof DataError) throw e;
      throw new DataError(file, 1, "-", `not a ${f} file: ${(e as Error).message}`);
    }
    for (const it of items) {
      const key = `${it.dataset}\u0000${it.item_id}`;
      if (seen.has(key)) throw new DataError(file, 1, "item_id", `duplicate item ${JSON.stringify(it.item_id)} in dataset ${JSON.stringify(it.dataset)}`);
      seen.add(key);
      out.push(it);
    }
  }
  if (out.length === 0) throw new DataError(path, 1, "-", "bank holds no item");
  return out;
}

/**
 * Load our `.jsonl` item format (or any format {@link loadPanelBank} detects).
 * @throws DataError on a bad line, a duplicate (dataset, item_id) or an empty bank
 * @example
 * loadPanelItems("scenarios/panel").length; // => 180
 */
export function loadPanelItems(path: string): PanelItem[] {
  return loadPanelBank(path);
}
