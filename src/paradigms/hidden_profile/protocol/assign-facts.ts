/**
 * Deal a task's hidden information to `n` agents with a seeded generator
 * (HiddenBench §3.1: each agent holds the shared facts plus its own unshared
 * ones). When `n` equals the number of hidden entries, the entries are
 * shuffled and each agent gets one; otherwise the flattened facts are shuffled
 * and dealt round-robin (so some agents may hold several or none). With
 * `fixed`, agent i holds entry i (no shuffle; per-fact validation). Also picks
 * which agents are adversarial.
 *
 * @example
 * const a = assignHiddenFacts(task, 4, 1, createRng(7));
 * a.facts.length;        // => 4 (one list per agent)
 * a.adversarial;         // => e.g. [false, true, false, false]
 */
import { shuffle, type Rng } from "../../../stats/rng.js";
import type { HiddenProfileTask } from "./bank.js";
import { hiddenFactsOf } from "./bank.js";

/** Per-agent hidden facts and adversarial flags. */
export interface HpAssignment {
  facts: string[][];
  adversarial: boolean[];
}

/** See module doc. `adversarial` is clamped to `n` (the plan rejects a larger one first). */
export function assignHiddenFacts(task: HiddenProfileTask, n: number, adversarial: number, rng: Rng, fixed = false): HpAssignment {
  let facts: string[][];
  if (n === task.hidden_information.length) {
    facts = (fixed ? task.hidden_information : shuffle(task.hidden_information, rng)).map((h) => (typeof h === "string" ? [h] : [...h]));
  } else {
    facts = Array.from({ length: n }, () => [] as string[]);
    shuffle(hiddenFactsOf(task), rng).forEach((f, i) => facts[i % n].push(f));
  }
  const order = shuffle(Array.from({ length: n }, (_, i) => i), rng);
  const adv = new Set(order.slice(0, Math.min(adversarial, n)));
  return { facts, adversarial: Array.from({ length: n }, (_, i) => adv.has(i)) };
}
