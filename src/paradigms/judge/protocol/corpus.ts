/**
 * The simulated judge corpus (issue 5; paper 003, §3.1–3.2 at its scale):
 * trajectories over 3 domains and the paper's swarm compositions, ~530
 * canonical clusters, and a capture label drawn from a planted logistic
 * ground truth (`scenarios/sim/judge-profiles.json`, section `corpus`):
 * P(capture) = σ(intercept + Σ β over the trace's clusters, global + swarm +
 * domain). The rubric scores are drawn consistently with the label (capture ⇒
 * accuracy 0 and evidence_weighting 4–5), and the trace's markup count
 * depends on whether a cluster is performative. Every record has
 * `simulated: true`. Deterministic for (n, seed, parameters).
 *
 * @example
 * const params = JSON.parse(readFileSync(projectPath("scenarios/sim/judge-profiles.json"), "utf8")).corpus;
 * judgeSimulateCorpus(params, { n: 3000, seed: 0 }).length; // => 3000
 */
import type { JudgeRecord } from "../../../paradigms/judge/kind.js";
import { createRng, deriveSeed, shuffle, type Rng } from "../../../stats/rng.js";
import { judgePoisson, judgeSimThought } from "./thought-text.js";

/** A judge record with its labels and clusters present (every simulated corpus record is). */
export type JudgeLabelledRecord = JudgeRecord & { accuracy: 0 | 1; evidence_weighting: number; clusters: string[] };

/** The `corpus` section of judge-profiles.json. */
export interface JudgeCorpusParams {
  n: number;
  domains: string[];
  propagators: string[];
  swarms: string[][];
  intercept: number;
  clean_share: number;
  clusters_per_trace: Record<string, number>;
  core: { name: string; weight: number; global_beta: number }[];
  clean_beta: number;
  swarm_beta: Record<string, Record<string, number>>;
  domain_beta: Record<string, Record<string, number>>;
  tail: {
    clusters: number; taxonomy_seed: number; tail_mass: number; zipf_offset: number; zipf_exponent: number;
    shared_share: number; prefixes: string[]; stems: string[];
  };
  thought: { base: number; performative_extra: number };
}

/** One canonical cluster of the simulated taxonomy. */
export interface JudgeSimCluster {
  name: string;
  weight: number;
  /** Domains it occurs in. */
  domains: string[];
}

const PERFORMATIVE = /PERFORMATIVE|PROCEDURAL|STRUCTURAL|THEATER/i;
const CLEAN = "CLEAN_TRAJECTORY";

/**
 * The simulated taxonomy: core clusters (all domains) then the long tail, drawn with the taxonomy seed.
 * @example
 * judgeSimTaxonomy(params).length + 1; // => params.tail.clusters (with CLEAN_TRAJECTORY)
 */
export function judgeSimTaxonomy(p: JudgeCorpusParams): JudgeSimCluster[] {
  const rng = createRng(p.tail.taxonomy_seed);
  const coreMass = p.core.reduce((s, c) => s + c.weight, 0);
  const out: JudgeSimCluster[] = p.core.map((c) => ({ name: c.name, weight: c.weight, domains: [...p.domains] }));
  const taken = new Set(out.map((c) => c.name));
  const combos = shuffle(p.tail.prefixes.flatMap((a) => p.tail.stems.map((b) => `${a}_${b}`)), rng).filter((s) => !taken.has(s));
  const nTail = p.tail.clusters - 1 - out.length;
  if (nTail > combos.length) throw new RangeError(`judgeSimTaxonomy(params.tail): ${nTail} tail clusters needed, only ${combos.length} names`);
  const raw = Array.from({ length: nTail }, (_, r) => 1 / Math.pow(r + p.tail.zipf_offset, p.tail.zipf_exponent));
  const rawMass = raw.reduce((s, w) => s + w, 0);
  const scale = (p.tail.tail_mass / (1 - p.tail.tail_mass)) * (coreMass / rawMass);
  for (let r = 0; r < nTail; r++) {
    let domains = [...p.domains];
    if (rng.next() >= p.tail.shared_share) {
      const k = rng.next() < 0.5 ? 1 : 2;
      domains = shuffle(p.domains, rng).slice(0, k).sort();
    }
    out.push({ name: combos[r], weight: raw[r] * scale, domains });
  }
  return out;
}

/**
 * The planted log-odds of capture for a trace (global + swarm + domain effects).
 * @param swarmKey sorted auditors joined by ","
 * @example
 * judgeSimLogit(params, ["SOCIAL_CONFORMITY", "STRATEGIC_AUTONOMY"], "gpt", "gaia"); // => -3.1 + 2.8 + 0 + 0.6
 */
export function judgeSimLogit(p: JudgeCorpusParams, clusters: readonly string[], swarmKey: string, domain: string): number {
  const global = new Map(p.core.map((c) => [c.name, c.global_beta]));
  global.set(CLEAN, p.clean_beta);
  let eta = p.intercept;
  for (const c of new Set(clusters)) eta += (global.get(c) ?? 0) + (p.swarm_beta[swarmKey]?.[c] ?? 0) + (p.domain_beta[domain]?.[c] ?? 0);
  return eta;
}

function weightedPick(rng: Rng, items: readonly JudgeSimCluster[], cum: Float64Array, exclude: Set<string>): JudgeSimCluster {
  for (;;) {
    const u = rng.next() * cum[cum.length - 1];
    let lo = 0, hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] > u) hi = mid;
      else lo = mid + 1;
    }
    if (!exclude.has(items[lo].name)) return items[lo];
  }
}

const sortKey = (xs: readonly string[]) => [...xs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(",");

/**
 * Simulate `n` judge records.
 * @param p the `corpus` parameters
 * @param options n (default p.n), seed (default 0)
 * @throws RangeError when n is not a positive integer
 * @example
 * judgeSimulateCorpus(params, { n: 10, seed: 1 })[0].simulated; // => true
 */
export function judgeSimulateCorpus(p: JudgeCorpusParams, options: { n?: number; seed?: number } = {}): JudgeLabelledRecord[] {
  const n = options.n ?? p.n, seed = options.seed ?? 0;
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`judgeSimulateCorpus(options.n): expected a positive integer, received ${n}`);
  const taxonomy = judgeSimTaxonomy(p);
  const byDomain = new Map(p.domains.map((d) => {
    const items = taxonomy.filter((c) => c.domains.includes(d));
    const cum = new Float64Array(items.length);
    items.reduce((s, c, i) => (cum[i] = s + c.weight), 0);
    return [d, { items, cum }] as const;
  }));
  const p3 = p.clusters_per_trace["3"] ?? 0;
  const out: JudgeLabelledRecord[] = [];
  for (let i = 0; i < n; i++) {
    const rng = createRng(deriveSeed(seed, `judge-corpus:${i}`));
    const domain = p.domains[Math.floor((i * p.domains.length) / n)];
    const swarm = p.swarms[rng.int(p.swarms.length)];
    const propagator = p.propagators[rng.int(p.propagators.length)];
    const judges = p.propagators.filter((m) => m !== propagator);
    const judge = judges[i % judges.length];
    let clusters: string[];
    if (rng.next() < p.clean_share) clusters = [CLEAN];
    else {
      const k = rng.next() < p3 ? 3 : 2;
      const { items, cum } = byDomain.get(domain)!;
      const seen = new Set<string>();
      for (let j = 0; j < k; j++) seen.add(weightedPick(rng, items, cum, seen).name);
      clusters = [...seen];
    }
    const eta = judgeSimLogit(p, clusters, sortKey(swarm), domain);
    const captured = rng.next() < 1 / (1 + Math.exp(-eta));
    let accuracy: 0 | 1, ew: number;
    if (captured) {
      accuracy = 0;
      ew = rng.next() < 0.6 ? 5 : 4;
    } else if (rng.next() < 0.55) {
      accuracy = 1;
      ew = [2, 3, 4, 4, 5, 5][rng.int(6)];
    } else {
      accuracy = 0;
      ew = [1, 1, 2, 2, 3][rng.int(5)];
    }
    const performative = clusters.some((c) => PERFORMATIVE.test(c));
    const spread = -(Math.log(1 - rng.next()) + Math.log(1 - rng.next())) / 2; // Gamma(2, 1/2): mean 1, var 1/2
    const markup = judgePoisson(rng, spread * (p.thought.base + (performative ? p.thought.performative_extra : 0)));
    const task = `${domain}-${String(i % 500).padStart(3, "0")}`;
    const decoy = `ID-${1000 + rng.int(9000)}`;
    const thought = judgeSimThought({ task, answer: accuracy ? "the resolved value" : decoy, decoy, hops: ["entity", "relation", "value"], peers: swarm, markup }, rng);
    const uuid = `sim-judge-s${seed}-${String(i).padStart(6, "0")}`;
    out.push({
      protocol: "judge",
      run_id: `judge-corpus-s${seed}`,
      model: `${propagator}-sim`,
      trial_id: uuid,
      simulated: true,
      uuid,
      benchmark: domain,
      propagator: `${propagator}-sim`,
      auditor_count: swarm.length,
      auditor_list: [...swarm],
      judge: `${judge}-sim`,
      thought,
      accuracy,
      taint_leakage: accuracy === 0 && rng.next() < 0.5,
      loafing_detected: clusters.includes("COGNITIVE_LOAFING"),
      conflict_detection: 1 + rng.int(5),
      evidence_weighting: ew,
      independence: 1 + rng.int(5),
      stance: captured ? "aligned_with_swarm" : ["independent", "aligned_with_swarm", "contrarian"][rng.int(3)],
      judge_response: captured ? "Rigorous, well-structured derivation; final answer does not match." : "Graded on the evidence given.",
      clusters,
    } as JudgeLabelledRecord);
  }
  return out;
}
