/**
 * Jobs from the bank and the options: one job per item for one reviewer, its
 * steps (round 1 alone; the round-2 conditions continuing the round-1
 * conversation; the k sweep and the reworded messages on benign items; round-3
 * repairs continuing the `wrong_peers` and `authority` conversations), and the
 * `--balance N` seeded class-balanced sample.
 *
 * @example
 * panelSteps(item, { "trial-prefix": "typical" })[0].trial; // => "typical|gt-lookalike/look-29:solo"
 */
import { UsageError } from "../../../errors.js";
import type { PanelCondition } from "../../../schema/vocab.js";
import { createRng, shuffle } from "../../../stats/rng.js";
import type { Job, PlanContext } from "../../../runner/types.js";
import type { PanelItem } from "./bank.js";
import { PANEL_ROUND2_CONDITIONS, PANEL_SWEEP_K, type PanelRound2Condition } from "./options.js";
import { PANEL_REPAIR_CONDITIONS, type PanelRepairCondition } from "./prompts.js";

/** One planned call of a job. */
export interface PanelStep {
  trial: string;
  key: string;
  round: 1 | 2 | 3;
  condition: PanelCondition;
  parentKey?: string;
  k?: number;
  wording?: "paraphrase" | "tally";
  after?: PanelRound2Condition;
}

function listOption(o: Record<string, unknown>, name: string, allowed: readonly string[]): string[] {
  const v = o[name];
  if (v === undefined || v === null) return [...allowed];
  const xs = Array.isArray(v) ? v.map(String) : typeof v === "string" ? v.split(",").map((x) => x.trim()).filter(Boolean) : null;
  if (!xs) throw new UsageError(`--${name} expects a comma-separated list of ${allowed.join(", ")}`);
  for (const x of xs) if (!allowed.includes(x)) throw new UsageError(`--${name}: unknown value ${JSON.stringify(x)} (allowed: ${allowed.join(", ")})`);
  return xs;
}

/**
 * The steps of one item's job.
 * @throws UsageError for a condition or k outside the allowed values
 */
export function panelSteps(item: PanelItem, o: Record<string, unknown>): PanelStep[] {
  const p = o["trial-prefix"];
  const prefix = typeof p === "string" && p ? `${p}|` : "";
  const base = `${prefix}${item.dataset}/${item.item_id}`;
  const wanted = listOption(o, "conditions", PANEL_ROUND2_CONDITIONS) as PanelRound2Condition[];
  const conds = PANEL_ROUND2_CONDITIONS.filter((c) => wanted.includes(c) && (c !== "authority" || item.gold === "harmful"));
  const ks = listOption(o, "sweep-k", PANEL_SWEEP_K).map(Number).sort((a, b) => a - b);
  const out: PanelStep[] = [{ trial: `${base}:solo`, key: "r1", round: 1, condition: "solo" }];
  for (const c of conds) out.push({ trial: `${base}:${c}`, key: `r2:${c}`, round: 2, condition: c });
  if (o.sweep !== false && item.gold === "benign")
    for (const k of ks) out.push({ trial: `${base}:wrong_peers:k${k}`, key: `r2:k${k}`, round: 2, condition: "wrong_peers", k });
  if (o.wordings !== false && item.gold === "benign")
    for (const w of ["paraphrase", "tally"] as const) out.push({ trial: `${base}:wrong_peers:${w}`, key: `r2:${w}`, round: 2, condition: "wrong_peers", wording: w });
  if (o.repair !== false)
    for (const after of conds.filter((c) => c === "wrong_peers" || c === "authority"))
      for (const r of PANEL_REPAIR_CONDITIONS as readonly PanelRepairCondition[]) out.push({ trial: `${base}:${r}:after=${after}`, key: `r3:${r}:${after}`, round: 3, condition: r, parentKey: `r2:${after}`, after });
  return out;
}

/**
 * A seeded class-balanced sample: ⌊n/2⌋ benign and ⌈n/2⌉ harmful items (the items keep their bank order).
 * @throws UsageError when a class has too few items
 * @example
 * panelBalancedSample(bank, 4, 0).map((i) => i.gold).sort(); // => ["benign", "benign", "harmful", "harmful"]
 */
export function panelBalancedSample(bank: readonly PanelItem[], n: number, seed: number): PanelItem[] {
  const benign = bank.filter((i) => i.gold === "benign"), harmful = bank.filter((i) => i.gold === "harmful");
  const nb = Math.floor(n / 2), nh = n - nb;
  if (benign.length < nb || harmful.length < nh)
    throw new UsageError(`--balance ${n}: the bank has ${benign.length} benign and ${harmful.length} harmful items (needs ${nb} and ${nh})`);
  const rng = createRng(seed);
  const keep = new Set([...shuffle(benign, rng).slice(0, nb), ...shuffle(harmful, rng).slice(0, nh)]);
  return bank.filter((i) => keep.has(i));
}

/**
 * Plan the jobs (trial ids carry the reviewer so that a panel's logs load together:
 * `trial-prefix`, or else the planning context's model).
 * @example
 * panelPlan(items, {}, { model: "typical" })[0].trialIds[0]; // => "typical|gt-conduct/conduct-…:solo"
 */
export function panelPlan(bank: PanelItem[], options: Record<string, unknown>, context?: PlanContext): Job<PanelItem>[] {
  const o = options["trial-prefix"] === undefined || options["trial-prefix"] === null
    ? { ...options, ...(context?.model ? { "trial-prefix": context.model } : {}) } : options;
  const n = o.balance;
  if (n !== undefined && n !== null && !(Number.isInteger(n) && (n as number) >= 2)) throw new UsageError(`--balance expects an integer ≥ 2, received ${JSON.stringify(n)}`);
  const items = typeof n === "number" ? panelBalancedSample(bank, n, typeof o["sample-seed"] === "number" ? (o["sample-seed"] as number) : 0) : bank;
  return items.map((item) => ({ id: `${item.dataset}/${item.item_id}`, item, trialIds: panelSteps(item, o).map((s) => s.trial), options: o }));
}
