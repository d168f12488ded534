/**
 * An integer-indexed table of the main (round-1/2) panel records, built once
 * and read by every measure: reviewers (sorted) × conditions (contract order)
 * × items (sorted by dataset, item id), with the verdict as a small code.
 *
 * @example
 * const ix = indexPanelRecords(splitPanelRecords(records).main);
 * ix.models;                              // => ["a", "b"]
 * panelVerdictCode(ix, 0, "solo", 0);     // => 0 (model "a" judged item 0 safe alone)
 * panelRecordAt(ix, 0, "solo", 0)?.severity; // => 3
 */
import { replicateKey } from "../../../schema/records.js";
import { type PanelRecord } from "../../../paradigms/panel/kind.js";
import { PANEL_CONDITIONS, type PanelGold } from "../../../schema/vocab.js";

/** Round-1/2 conditions in the contract's order (the columns of a {@link PanelIndex}). */
export const PANEL_MAIN_CONDITIONS = PANEL_CONDITIONS.filter((c) => !c.startsWith("repair_"));

/** Verdict codes of a {@link PanelIndex} cell. */
export const PANEL_CELL = { absent: -2, null: -1, safe: 0, unsafe: 1 } as const;

/** One unit of the logs: an item in one replicate (run seed and repeat, `replicateKey`). */
export interface PanelItemInfo {
  key: string;
  dataset: string;
  item_id: string;
  /** `replicateKey` of the unit's records (`s0r0` for a single plain run). */
  replicate: string;
  gold: PanelGold;
}

/** The main records by (model, condition, item) as flat arrays. */
export interface PanelIndex {
  /** Reviewers, sorted. */
  models: string[];
  /** Units (item × replicate), sorted by dataset, item id, replicate (first gold seen wins). */
  items: PanelItemInfo[];
  /** Per unit, the index of its item (dataset, item_id): the bootstrap's cluster, so an item's replicates stay together. */
  cluster: Int32Array;
  /** Number of distinct items. */
  clusters: number;
  /** Condition column of each main condition name. */
  conditionIndex: ReadonlyMap<string, number>;
  /** 1 for harmful items, 0 for benign, per item. */
  harmful: Uint8Array;
  /** Verdict code per cell `(m · C + c) · I + i` ({@link PANEL_CELL}). */
  verdict: Int8Array;
  /** Record per cell (undefined when absent). */
  records: (PanelRecord | undefined)[];
  /** Model index of a name, unit index of (dataset, item_id, replicate; default `s0r0`). */
  modelOf(model: string): number | undefined;
  itemOf(dataset: string, itemId: string, replicate?: string): number | undefined;
}

/**
 * Index de-duplicated main records (a later record of the same model, item and condition
 * replaces an earlier one).
 * @param records main records (from {@link splitPanelRecords}); not modified
 * @throws RangeError for a record whose condition is a round-3 condition
 */
export function indexPanelRecords(records: readonly PanelRecord[]): PanelIndex {
  const byDataset = new Map<string, Map<string, PanelItemInfo>>();
  const modelSet = new Set<string>();
  for (const r of records) {
    modelSet.add(r.model);
    let d = byDataset.get(r.dataset);
    if (!d) byDataset.set(r.dataset, (d = new Map()));
    const rep = replicateKey(r), u = `${r.item_id}\u0000${rep}`;
    if (!d.has(u)) d.set(u, { key: `${r.dataset}\u0000${r.item_id}\u0000${rep}`, dataset: r.dataset, item_id: r.item_id, replicate: rep, gold: r.gold });
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const items: PanelItemInfo[] = [];
  const itemIds = new Map<string, Map<string, number>>();
  const clusterOf: number[] = [];
  let clusters = 0;
  for (const ds of [...byDataset.keys()].sort(cmp)) {
    const ids = new Map<string, number>();
    itemIds.set(ds, ids);
    const units = [...byDataset.get(ds)!.values()].sort((a, b) => cmp(a.item_id, b.item_id) || cmp(a.replicate, b.replicate));
    let last: string | null = null;
    for (const info of units) {
      if (info.item_id !== last) { clusters++; last = info.item_id; }
      ids.set(`${info.item_id}\u0000${info.replicate}`, items.length);
      clusterOf.push(clusters - 1);
      items.push(info);
    }
  }
  const models = [...modelSet].sort(cmp);
  const modelIds = new Map(models.map((m, j) => [m, j]));
  const conditionIndex = new Map<string, number>(PANEL_MAIN_CONDITIONS.map((c, j) => [c, j]));
  const C = PANEL_MAIN_CONDITIONS.length, I = items.length;
  const verdict = new Int8Array(models.length * C * I).fill(PANEL_CELL.absent);
  const recs = new Array<PanelRecord | undefined>(verdict.length);
  for (const r of records) {
    const c = conditionIndex.get(r.condition);
    if (c === undefined) throw new RangeError(`indexPanelRecords(records): expected round-1/2 records, received condition ${r.condition}`);
    const cell = (modelIds.get(r.model)! * C + c) * I + itemIds.get(r.dataset)!.get(`${r.item_id}\u0000${replicateKey(r)}`)!;
    recs[cell] = r;
    verdict[cell] = r.verdict === "unsafe" ? PANEL_CELL.unsafe : r.verdict === "safe" ? PANEL_CELL.safe : PANEL_CELL.null;
  }
  return {
    models, items, conditionIndex, verdict, records: recs, cluster: Int32Array.from(clusterOf), clusters,
    harmful: Uint8Array.from(items, (it) => (it.gold === "harmful" ? 1 : 0)),
    modelOf: (m) => modelIds.get(m),
    itemOf: (d, id, rep = "s0r0") => itemIds.get(d)?.get(`${id}\u0000${rep}`),
  };
}

/** Offset of the (model index, condition) row in the cell arrays; −1 for an unknown condition. */
export function panelRowOffset(ix: PanelIndex, m: number, condition: string): number {
  const c = ix.conditionIndex.get(condition);
  return c === undefined ? -1 : (m * PANEL_MAIN_CONDITIONS.length + c) * ix.items.length;
}

/** Verdict code of one cell ({@link PANEL_CELL}); absent for an unknown condition. */
export function panelVerdictCode(ix: PanelIndex, m: number, condition: string, item: number): number {
  const o = panelRowOffset(ix, m, condition);
  return o < 0 ? PANEL_CELL.absent : ix.verdict[o + item];
}

/** Record of one cell, or undefined. */
export function panelRecordAt(ix: PanelIndex, m: number, condition: string, item: number): PanelRecord | undefined {
  const o = panelRowOffset(ix, m, condition);
  return o < 0 ? undefined : ix.records[o + item];
}

/** Conditions in contract order that some reviewer of the index has a record in (for model index `m` only when given). */
export function panelConditionsPresent(ix: PanelIndex, m?: number): string[] {
  const I = ix.items.length;
  return PANEL_MAIN_CONDITIONS.filter((c) => {
    for (let j = m ?? 0; j < (m === undefined ? ix.models.length : m + 1); j++) {
      const o = panelRowOffset(ix, j, c);
      for (let i = 0; i < I; i++) if (ix.verdict[o + i] !== PANEL_CELL.absent) return true;
    }
    return false;
  });
}

/** Code of the label a verdict string denotes (safe 0, unsafe 1), for comparisons with cells. */
export function panelLabelCode(label: "safe" | "unsafe"): 0 | 1 {
  return label === "unsafe" ? 1 : 0;
}
