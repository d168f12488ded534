/**
 * An index of the main (round-1/2) panel records: per model, per item, per condition.
 *
 * @example
 * const idx = indexPanelRecords(splitPanelRecords(records).main);
 * idx.get("m")?.get(panelItemKey({ dataset: "d", item_id: "i1" }))?.get("solo")?.verdict; // => "safe"
 */
import type { PanelRecord } from "../../schema/records.js";
import type { PanelGold } from "../../schema/vocab.js";
import { panelItemKey } from "./panel-records.js";

/** model → item key → condition → record. */
export type PanelIndex = Map<string, Map<string, Map<string, PanelRecord>>>;

/** One item of the logs. */
export interface PanelItemInfo {
  key: string;
  dataset: string;
  item_id: string;
  gold: PanelGold;
}

/**
 * Index records by model, item and condition (records must already be de-duplicated main records).
 * @param records main records; not modified
 */
export function indexPanelRecords(records: readonly PanelRecord[]): PanelIndex {
  const idx: PanelIndex = new Map();
  for (const r of records) {
    let m = idx.get(r.model);
    if (!m) idx.set(r.model, (m = new Map()));
    const key = panelItemKey(r);
    let it = m.get(key);
    if (!it) m.set(key, (it = new Map()));
    it.set(r.condition, r);
  }
  return idx;
}

/**
 * The items of a set of records (first gold seen wins), sorted by dataset then item id.
 * @example
 * panelItems([{ dataset: "d", item_id: "b", gold: "benign" }, { dataset: "d", item_id: "a", gold: "harmful" }]).map((i) => i.item_id); // => ["a", "b"]
 */
export function panelItems(records: readonly { dataset: string; item_id: string; gold: PanelGold }[]): PanelItemInfo[] {
  const m = new Map<string, PanelItemInfo>();
  for (const r of records) {
    const key = panelItemKey(r);
    if (!m.has(key)) m.set(key, { key, dataset: r.dataset, item_id: r.item_id, gold: r.gold });
  }
  return [...m.values()].sort((a, b) => (a.dataset < b.dataset ? -1 : a.dataset > b.dataset ? 1 : a.item_id < b.item_id ? -1 : a.item_id > b.item_id ? 1 : 0));
}

/** Conditions in contract order that appear among the records. */
export function panelConditionsPresent(records: readonly PanelRecord[], order: readonly string[]): string[] {
  const seen = new Set<string>(records.map((r) => r.condition));
  return order.filter((c) => seen.has(c));
}
