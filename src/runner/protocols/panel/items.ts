/**
 * The panel item schema (one for our own sets and every adapter) and the bank
 * loader: a bank is a `.jsonl` file or a folder of them (`scenarios/panel/`).
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
import { join } from "node:path";
import { DataError } from "../../../errors.js";
import { PANEL_GOLDS, type PanelGold } from "../../../schema/vocab.js";

/** Content kinds of an item. */
export const PANEL_ITEM_KINDS = ["prompt", "prompt_response", "dialogue", "action"] as const;
export type PanelItemKind = (typeof PANEL_ITEM_KINDS)[number];

/** One item a reviewer judges. */
export interface PanelItem {
  item_id: string;
  dataset: string;
  gold: PanelGold;
  kind: PanelItemKind;
  content: string;
  pair_id?: string;
  tags?: string[];
  source?: string;
}

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

/**
 * Load a bank: one `.jsonl` file or every `.jsonl` file of a folder (sorted by name).
 * @throws DataError on a bad line, a duplicate (dataset, item_id) or an empty bank
 */
export function loadPanelItems(path: string): PanelItem[] {
  const files = statSync(path).isDirectory() ? readdirSync(path).filter((f) => f.endsWith(".jsonl")).sort().map((f) => join(path, f)) : [path];
  const out: PanelItem[] = [];
  const seen = new Set<string>();
  for (const file of files) {
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
  if (out.length === 0) throw new DataError(path, 1, "-", "bank holds no item");
  return out;
}
