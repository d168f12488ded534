/**
 * The calls, tokens and cost of a planned study, from the dry-run estimator
 * (`dryRun`, src/runner/dry-run.ts): the protocol is planned for the bank
 * items that hold the units (a phantom scenario, a panel item and a
 * hidden-profile task are one bank item each; a judge task holds one
 * trajectory per swarm), driven in memory against the simulator and counted,
 * once per model the design runs. Beyond the shipped bank the counts are
 * scaled linearly and `exceeds_bank` says so (more units need a bigger bank:
 * repeats of the same unit are not new units).
 *
 * @example
 * const c = await planCost("phantom", ["gpt-4o", "gpt-4o-mini"], 10, {});
 * [c.bank_items, c.calls]; // => [10, 400] (20 calls per scenario per model)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dryRun, type Prices } from "../runner/dry-run.js";
import { planRun } from "../runner/run-plan.js";

/** What a planned study costs. */
export interface PlanCost {
  /** Bank items holding the units. */
  bank_items: number;
  /** Items in the shipped bank. */
  bank_size: number;
  exceeds_bank: boolean;
  calls: number;
  prompt_tokens: number;
  completion_tokens: number;
  /** In the prices' currency; null without prices. */
  cost: number | null;
  per_model: { model: string; calls: number; prompt_tokens: number; completion_tokens: number; cost: number | null }[];
  estimator: string;
}

/**
 * @param protocol a registered protocol
 * @param models the models the design runs (each on every unit)
 * @param units units needed
 * @param prices per-million-token prices (optional)
 * @param protocolOptions the protocol's options (e.g. hidden-profile `sessions`)
 */
export async function planCost(protocol: string, models: readonly string[], units: number, prices: Prices, protocolOptions: Record<string, unknown> = {}): Promise<PlanCost> {
  const out = mkdtempSync(join(tmpdir(), "gt-plan-"));
  try {
    const full = planRun({ protocol, model: models[0], out, protocolOptions });
    const size = full.items.length;
    const perItem = protocol === "judge" && size > 0 ? full.jobs.length / size : 1;
    const items = Math.ceil(units / perItem);
    const limit = Math.max(1, Math.min(items, size));
    const scale = items / limit;
    const per_model: PlanCost["per_model"] = [];
    let estimator = "";
    for (const model of models) {
      const e = await dryRun({ protocol, model, out, limit, protocolOptions }, prices);
      estimator = e.estimator;
      per_model.push({
        model, calls: Math.round(e.calls * scale), prompt_tokens: Math.round(e.prompt_tokens * scale), completion_tokens: Math.round(e.completion_tokens * scale),
        cost: e.cost === null ? null : e.cost * scale,
      });
    }
    const sum = (f: (x: (typeof per_model)[number]) => number) => per_model.reduce((s, x) => s + f(x), 0);
    const hasCost = per_model.every((x) => x.cost !== null);
    return {
      bank_items: items, bank_size: size, exceeds_bank: items > size,
      calls: sum((x) => x.calls), prompt_tokens: sum((x) => x.prompt_tokens), completion_tokens: sum((x) => x.completion_tokens),
      cost: hasCost ? sum((x) => x.cost as number) : null, per_model, estimator,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
