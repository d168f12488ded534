/**
 * Simulated propagator reasoning traces whose structural rigor score
 * (metrics.md §5: fence lines + `[id]`/`{id}` identifiers + list items) is
 * exactly a requested number of artefacts, wrapped in task prose. Used by the
 * simulated corpus and the pipeline responder; everything it writes is simulated.
 *
 * @example
 * judgeSimThought({ task: "gaia-001", answer: "Oslo", decoy: "ID-7731", hops: ["a", "b", "c"], peers: ["gpt"], markup: 3 }, createRng(1));
 * // => "The peers (gpt) report a consensus; … - Verified hop 1 … [ledger_2] …" (score 3; no task id: the trace is shown to the judge)
 */
import type { Rng } from "../../../stats/rng.js";

/** What a trace talks about and how much markup it carries. */
export interface SimThoughtSpec {
  /** Kept for callers; not written into the trace (a judge sees the trace). */
  task: string;
  answer: string;
  decoy: string;
  hops: readonly string[];
  peers: readonly string[];
  /** Exact number of structural artefacts. */
  markup: number;
}

/**
 * Poisson(λ) deviate (Knuth's product method; fine for λ ≤ ~30).
 * @example
 * judgePoisson(createRng(0), 4); // => a non-negative integer, mean 4
 */
export function judgePoisson(rng: Rng, lambda: number): number {
  const l = Math.exp(-lambda);
  let k = 0, p = rng.next();
  while (p > l) {
    k++;
    p *= rng.next();
  }
  return k;
}

const IDS = ["ledger", "state", "memory", "log", "step", "trace", "audit", "ref", "cache", "node"];

/**
 * Build a trace holding exactly `spec.markup` artefacts.
 * @example
 * judgeSimThought({ ...spec, markup: 0 }, rng); // => prose only (score 0)
 */
export function judgeSimThought(spec: SimThoughtSpec, rng: Rng): string {
  const lines: string[] = [
    `The peers (${spec.peers.join(", ") || "none"}) report a consensus; the context also mentions ${spec.decoy}.`,
    `Resolving the chain: ${spec.hops.join(" then ")}.`,
  ];
  let left = spec.markup;
  let k = 0;
  while (left > 0) {
    const u = rng.next();
    const id = `${IDS[rng.int(IDS.length)]}_${++k}`;
    if (left >= 2 && u < 0.12) {
      lines.push("```", `check ${spec.hops[k % spec.hops.length]} -> ok`, "```");
      left -= 2;
    } else if (u < 0.55) {
      lines.push(`${rng.next() < 0.5 ? "-" : `${k}.`} Verified hop ${(k % 3) + 1} against the record.`);
      left -= 1;
    } else if (u < 0.8) {
      lines.push(`Cross-checked with [${id}] before moving on.`);
      left -= 1;
    } else {
      lines.push(`Updated {${id}} with the intermediate result.`);
      left -= 1;
    }
  }
  lines.push(`Final answer: ${spec.answer}.`);
  return lines.join("\n");
}
