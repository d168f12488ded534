/**
 * Calibration of the six paper-calibrated panel simulator profiles (`<model>-sim`
 * in `scenarios/sim/panel-profiles.json`) to the numbers paper 002 quotes
 * (`scenarios/papers/002-panel.json`, `panelPaperQuotes`). Moved from
 * `scripts/fit-panel-profiles.ts`, now a thin caller. (A CLI-layer module: it
 * joins the runner's simulator with the metrics.)
 *
 * Method: the panel protocol is run in-process (driver + `panelSimAnswer`) over
 * copies of our item bank (each copy has its own item ids, so its own per-item
 * draws), scored with the project's `panelReport` and friends, and each fitted
 * parameter is moved by a damped secant step toward its target quote (one
 * parameter per targeted quote; see PANEL_FITS). Parameters not in PANEL_FITS are
 * assumed (ASSUMED_NOTES says why).
 *
 * @example
 * const fit = await fitPanelProfiles({ copies: 12, iterations: 8 });
 * fit.worst < 0.05; // => true
 */
import { projectPath } from "../../../paths.js";
import { loadPanelItems, type PanelItem } from "../protocol/bank.js";
import { panelProtocol } from "../protocol/protocol.js";
import { panelSimAnswer, type PanelSimProfile } from "../protocol/responder.js";
import { createRng, hashString } from "../../../stats/rng.js";
import { callSeed, jobSeed } from "../../../runner/seeds.js";
import type { ChatReply, ChatRequest, JobContext } from "../../../runner/types.js";
import type { PanelRecord } from "../../../paradigms/panel/kind.js";
import { panelReport } from "../measures/panel-report.js";
import { panelFlipVsK } from "../measures/flip-vs-k.js";
import { splitPanelRecords } from "../measures/panel-records.js";
import { indexPanelRecords } from "../measures/panel-index.js";
import { panelBootstrapBatch } from "../measures/bootstrap-batch.js";
import { panelDirectionalByReviewer } from "../measures/directional-by-reviewer.js";
import { panelPaperQuotes, panelPaperValues } from "../figures/panel-paper-values.js";

const Q7 = "qwen2.5-7b-sim", LL = "llama-3.1-8b-sim", MI = "mistral-7b-sim", GE = "gemma-2-9b-sim", Q32 = "qwen2.5-32b-sim", OL = "olmo-2-7b-sim";
/** The six paper-calibrated reviewers. */
export const PANEL_FIT_REVIEWERS: readonly string[] = panelPaperValues.reviewers;

/**
 * Protocol plan options of a -sim reviewer: the k sweep only for the paper's four sweep reviewers, rewordings only for the three with headroom (paper §3.1, App. I).
 * @example
 * panelFitPlanOptions("olmo-2-7b-sim"); // => { "trial-prefix": "olmo-2-7b-sim", sweep: false, wordings: false }
 */
export function panelFitPlanOptions(profile: string): Record<string, unknown> {
  return { "trial-prefix": profile, sweep: (panelPaperValues.flipVsK.reviewers as readonly string[]).includes(profile), wordings: (panelPaperValues.headroom as readonly string[]).includes(profile) };
}

/**
 * `copies` copies of the bank, copy j > 0 with item ids suffixed `~j` (own per-item draws).
 * @example
 * panelBankCopies(items, 2)[items.length].item_id; // => `${items[0].item_id}~1`
 */
export function panelBankCopies(items: readonly PanelItem[], copies: number): PanelItem[] {
  const out: PanelItem[] = [];
  for (let j = 0; j < copies; j++) for (const it of items) out.push(j === 0 ? it : { ...it, item_id: `${it.item_id}~${j}`, ...(it.pair_id ? { pair_id: `${it.pair_id}~${j}` } : {}) });
  return out;
}

/**
 * Run the panel protocol in-process for the given profiles over `items` (records labelled simulated).
 * Each item's per-item draws are keyed by its id, so bank copies are independent.
 * @example
 * (await simulatePanel({ typical: profiles.typical }, items.slice(0, 2))).every((r) => r.simulated); // => true
 */
export async function simulatePanel(profiles: Readonly<Record<string, PanelSimProfile>>, items: PanelItem[], seed = 0): Promise<PanelRecord[]> {
  const gold = new Map<string, PanelItem["gold"]>(items.map((i) => [`${i.dataset}/${i.item_id}`, i.gold]));
  const out: PanelRecord[] = [];
  for (const [profile, p] of Object.entries(profiles)) {
    for (const job of panelProtocol.plan(items, panelFitPlanOptions(profile))) {
      const js = jobSeed(seed, job.id), g = gold.get(job.id)!;
      const ctx: JobContext = {
        runId: `panel-fit-${profile}`, model: profile, seed: js,
        async chat(key: string, request: ChatRequest): Promise<ChatReply> {
          const rng = createRng(callSeed(js, key) ^ hashString(JSON.stringify(request.messages)));
          const r = panelSimAnswer(p, profile, g, request, rng, job.id); // copies keep their own per-item draws
          return { content: r.content, finish_reason: "stop", logprobs: r.logprobs ?? null, usage: null, simulated: true, cached: false, latency_ms: 0 };
        },
        writeArtifact: () => "",
      };
      for (const rec of (await panelProtocol.runJob(job, ctx)).records) out.push({ ...(rec as PanelRecord), simulated: true });
    }
  }
  return out;
}

/** A recovered number with its standard error (binomial or of a mean) and count. */
export interface PanelCalValue { value: number | null; se: number; n: number }

const bin = (v: number | null, n: number): PanelCalValue => ({ value: v, n, se: v === null || n === 0 ? Infinity : Math.sqrt(Math.max(v * (1 - v), 0.25 / n) / n) });
const mean = (xs: number[]): PanelCalValue => {
  if (!xs.length) return { value: null, n: 0, se: Infinity };
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, xs.length - 1));
  return { value: m, n: xs.length, se: Math.max(sd, 0.5) / Math.sqrt(xs.length) };
};
const combine = (vs: PanelCalValue[], f: (x: number[]) => number, seF: (s: number[]) => number): PanelCalValue =>
  vs.some((v) => v.value === null) ? { value: null, n: 0, se: Infinity } : { value: f(vs.map((v) => v.value!)), n: Math.min(...vs.map((v) => v.n)), se: seF(vs.map((v) => v.se)) };
const avgOf = (vs: PanelCalValue[]) => combine(vs, (x) => x.reduce((a, b) => a + b, 0) / x.length, (s) => Math.sqrt(s.reduce((a, b) => a + b * b, 0)) / s.length);
const diffOf = (a: PanelCalValue, b: PanelCalValue) => combine([a, b], ([x, y]) => x - y, ([s, t]) => Math.sqrt(s * s + t * t));
const maxOf = (vs: PanelCalValue[]) => { const ok = vs.filter((v) => v.value !== null); if (!ok.length) return { value: null, n: 0, se: Infinity }; return ok.reduce((a, b) => (b.value! > a.value! ? b : a)); };

/**
 * The recovered value of every quote in `panelPaperQuotes` that the simulation can reproduce,
 * keyed by the quote's id, from the records of the six -sim reviewers.
 * @example
 * measurePanelCalibration(await simulatePanel(profiles, items))["dir-flag"].value; // => about 0.75
 */
export function measurePanelCalibration(records: readonly PanelRecord[]): Record<string, PanelCalValue> {
  const doc = panelReport(records, { bootstrap: 0 });
  const { main, sweep } = splitPanelRecords(records);
  const ix = indexPanelRecords(main);
  const rv = (m: string, c: string) => doc.reviewers.find((r) => r.model === m && r.condition === c);
  const fa = (m: string, c: string) => { const r = rv(m, c); return bin(r?.fa_rate.value ?? null, r?.fa_rate.n ?? 0); };
  const miss = (m: string, c: string) => { const r = rv(m, c); return bin(r?.miss_rate.value ?? null, r?.miss_rate.n ?? 0); };
  const pr = (c: string) => doc.panel.find((r) => r.condition === c)!;
  const batch = panelBootstrapBatch(0, createRng(0));
  const flipK = (models: readonly string[] | undefined, k: number) => { const pt = panelFlipVsK(sweep, ix, batch, models).find((x) => x.k === k); return bin(pt?.rate.value ?? null, pt?.rate.n ?? 0); };
  const dirs = panelDirectionalByReviewer(records, { bootstrap: 0 });
  const gapOf = (m: string) => { const d = dirs.find((r) => r.model === m)!; return diffOf(bin(d.flag.value, d.flag.n), bin(d.safe.value, d.safe.n)); };
  const auth = (m: string) => { const a = doc.authority.find((r) => r.model === m)!; return bin(a.flip.value, a.flip.n); };
  const authMean = (f: "abs_dp_flipped" | "abs_dc_flipped") => maxOf(doc.authority.map((a) => ({ value: a[f], n: a.flip.value === null ? 0 : Math.round(a.flip.value * a.flip.n), se: 0.02 })));
  const rep = (c: string) => { const r = doc.repair.find((x) => x.model === Q7 && x.condition === c); return bin(r?.recovery.value ?? null, r?.recovery.n ?? 0); };
  const sev = (m: string, c: string) => mean(main.filter((r) => r.model === m && r.condition === c && r.gold === "benign" && typeof r.severity === "number").map((r) => r.severity as number));
  // §3.3: benign items judged safe alone, grouped by solo severity (0 vs > 0): flip to unsafe under wrong peers, pooled
  const sz = doc.severity_zero_flips;
  const R = PANEL_FIT_REVIEWERS;
  const gDir = dirs.find((r) => r.model === GE)!, oDir = dirs.find((r) => r.model === OL)!;
  const pairs = (m: string) => main.filter((r) => r.model === m && r.condition === "silent_peers" && r.verdict !== null).length;
  const sub = pr("wrong_peers");
  return {
    "avg-fa-solo": avgOf(R.map((m) => fa(m, "solo"))),
    "avg-fa-silent": avgOf(R.map((m) => fa(m, "silent_peers"))),
    "avg-fa-wrong": avgOf(R.map((m) => fa(m, "wrong_peers"))),
    "avg-miss-silent": avgOf(R.map((m) => miss(m, "silent_peers"))),
    "avg-miss-wrong": avgOf(R.map((m) => miss(m, "wrong_peers"))),
    "panel-fa-solo": bin(pr("solo").fa_rate.value, pr("solo").fa_rate.n),
    "panel-fa-silent": bin(pr("silent_peers").fa_rate.value, pr("silent_peers").fa_rate.n),
    "panel-fa-wrong": bin(sub.fa_rate.value, sub.fa_rate.n),
    "pred-fa-silent": bin(pr("silent_peers").predicted_fa, pr("silent_peers").fa_rate.n),
    "panel-fa-solo-over-pred": diffOf(bin(pr("solo").fa_rate.value, pr("solo").fa_rate.n), bin(pr("solo").predicted_fa, pr("solo").fa_rate.n)),
    "panel-miss-silent": bin(pr("silent_peers").miss_rate.value, pr("silent_peers").miss_rate.n),
    "panel-miss-wrong": bin(sub.miss_rate.value, sub.miss_rate.n),
    "subpanel-fa-wrong": bin(sub.subpanel_fa, sub.fa_rate.n),
    "flip-k6": flipK(undefined, 6),
    "flip-k1-over-k0": diffOf(flipK(undefined, 1), flipK(undefined, 0)),
    "flip-k0-qwen7b": flipK([Q7], 0), "flip-k6-qwen7b": flipK([Q7], 6),
    "flip-k0-llama": flipK([LL], 0), "flip-k6-llama": flipK([LL], 6),
    "flip-k0-mistral": flipK([MI], 0), "flip-k0-gemma": flipK([GE], 0),
    "wording-rise-qwen7b": diffOf(fa(Q7, "wrong_peers"), fa(Q7, "silent_peers")),
    "wording-rise-mistral": diffOf(fa(MI, "wrong_peers"), fa(MI, "silent_peers")),
    "wording-rise-llama": diffOf(fa(LL, "wrong_peers"), fa(LL, "silent_peers")),
    "dir-flag": bin(doc.directional.flag.value, doc.directional.flag.n),
    "dir-safe": bin(doc.directional.safe.value, doc.directional.safe.n),
    "dir-gap": diffOf(bin(doc.directional.flag.value, doc.directional.flag.n), bin(doc.directional.safe.value, doc.directional.safe.n)),
    "gap-mistral": gapOf(MI), "gap-llama": gapOf(LL), "gap-qwen32b": gapOf(Q32),
    "flag-n-gemma": { value: gDir.flag.n, n: pairs(GE), se: 0 },
    "flag-n-olmo": { value: oDir.flag.n, n: pairs(OL), se: 0 },
    "auth-qwen7b": auth(Q7), "auth-llama": auth(LL), "auth-gemma": auth(GE), "auth-qwen32b": auth(Q32), "auth-mistral": auth(MI), "auth-olmo": auth(OL),
    "auth-abs-dp-max": authMean("abs_dp_flipped"), "auth-abs-dc-max": authMean("abs_dc_flipped"),
    "repair-independence": rep("repair_independence"), "repair-accountability": rep("repair_accountability"), "repair-vigilance": rep("repair_vigilance"),
    "sev-gemma-solo": sev(GE, "solo"), "sev-gemma-silent": sev(GE, "silent_peers"), "sev-olmo-silent": sev(OL, "silent_peers"),
    "sev-mistral-silent": sev(MI, "silent_peers"), "sev-mistral-wrong": sev(MI, "wrong_peers"),
    "sev0-flip": bin(sz.zero.value, sz.zero.n), "sevpos-flip": bin(sz.above.value, sz.above.n),
  };
}

// ---------------------------------------------------------------------------
// The parameterisation: per profile a flat record of named numbers, built into a PanelSimProfile.
/** Flat parameters of one profile (see `buildPanelSimProfile`). */
export type Params = Record<string, number>;

/**
 * Build a responder profile from its flat parameters (see the JSON's `_doc`).
 * @example
 * buildPanelSimProfile(PANEL_FIT_START["qwen2.5-7b-sim"]).fa.solo; // => the starting solo false-alarm rate
 */
export function buildPanelSimProfile(q: Params): PanelSimProfile {
  return {
    fa: { solo: q.faSolo, silent_peers: q.faSilent, wrong_peers: q.faWrong, right_peers: q.faSilent * (1 - q.safeAdoptB), authority: q.faSolo },
    hit: { solo: q.hitSolo, silent_peers: q.hitSilent, wrong_peers: q.hitSilent * (1 - q.safeAdoptH), right_peers: q.hitRight, authority: q.hitAuth },
    k_gamma: q.kGamma,
    wording: { paraphrase: q.wordPara, tally: q.wordTally },
    recover: { repair_independence: q.recInd, repair_accountability: q.recAcc, repair_vigilance: q.recVig },
    sev_benign: { solo: q.sevBSolo, silent_peers: q.sevBSilent, wrong_peers: q.sevBWrong, right_peers: q.sevBRight, authority: q.sevBRight },
    sev_harmful: { solo: q.sevHSolo, silent_peers: q.sevHSolo, wrong_peers: q.sevHWrong, right_peers: q.sevHSolo, authority: q.sevHAuth },
    conf: [q.confLo, q.confHi],
    ...(q.shiftLo !== undefined ? { conf_shifted: [q.shiftLo, q.shiftHi] as [number, number] } : {}),
    invalid: q.invalid,
    shared: { benign_solo: q.shBenignSolo, benign_round2: q.shBenignR2, harmful_solo: q.shHarm, harmful_round2: q.shHarm },
  };
}

const BASE: Params = {
  faSolo: 0.1, faSilent: 0.5, faWrong: 1, safeAdoptB: 0.1, safeAdoptH: 0.05, hitSolo: 0.88, hitSilent: 0.88, hitRight: 0.995, hitAuth: 0.88, kGamma: 0.5,
  wordPara: 1, wordTally: 1, recInd: 0.3, recAcc: 0.2, recVig: 0.15,
  sevBSolo: 1, sevBSilent: 2, sevBWrong: 5, sevBRight: 1, sevHSolo: 7, sevHWrong: 6, sevHAuth: 5,
  confLo: 0.6, confHi: 0.99, invalid: 0.003, shBenignSolo: 0.5, shBenignR2: 0, shHarm: 0.5,
};
/** Starting values (assumed values stay as set here; see ASSUMED_NOTES). */
export const PANEL_FIT_START: Record<string, Params> = {
  [Q7]: { ...BASE, faSolo: 0.02, faSilent: 0.08, faWrong: 0.92, safeAdoptB: 0.8, safeAdoptH: 0.9, hitAuth: 0.005, recInd: 0.44, recAcc: 0.283, recVig: 0.19, sevBSolo: 1, sevBSilent: 1.2, sevBWrong: 5, sevHWrong: 3, sevHAuth: 0.5, confLo: 0.985, confHi: 0.999 },
  [LL]: { ...BASE, faSolo: 0.2, faSilent: 0.55, faWrong: 1, safeAdoptB: 0.15, safeAdoptH: 0, hitAuth: 0.22, sevBSolo: 1.5, sevBSilent: 3, sevBWrong: 5, sevHAuth: 2, confLo: 0.9, confHi: 0.999, shiftLo: 0.65, shiftHi: 0.85 },
  [MI]: { ...BASE, faSolo: 0.1, faSilent: 0.56, faWrong: 1, safeAdoptB: 0.0, safeAdoptH: 0, hitAuth: 1, sevBSolo: -1, sevBSilent: -2, sevBWrong: 6, sevBRight: -1, sevHAuth: 6 },
  [GE]: { ...BASE, faSolo: 0.5, faSilent: 0.975, faWrong: 1, safeAdoptB: 0.1, safeAdoptH: 0, hitSolo: 0.99, hitSilent: 0.99, hitRight: 0.995, hitAuth: 0.66, sevBSolo: 0.3, sevBSilent: 7.6, sevBWrong: 7.9, sevBRight: 7, sevHSolo: 8, sevHWrong: 7.5, sevHAuth: 5 },
  [Q32]: { ...BASE, faSolo: 0.4, faSilent: 0.25, faWrong: 0.33, safeAdoptB: 0.25, safeAdoptH: 0, hitAuth: 0.6, kGamma: 0.8, wordPara: 0.9, recInd: 0.5, recAcc: 0.4, recVig: 0.3, sevBSolo: 2, sevBSilent: 2, sevBWrong: 3, sevBRight: 1.8, sevHAuth: 5, confLo: 0.65 },
  [OL]: { ...BASE, faSolo: 0.92, faSilent: 1, faWrong: 1, safeAdoptB: 0, safeAdoptH: 0, hitSolo: 1, hitSilent: 1, hitRight: 1, hitAuth: 1, recInd: 0.2, recAcc: 0.15, recVig: 0.1, sevBSolo: 5, sevBSilent: 7.5, sevBWrong: 7.8, sevBRight: 7.5, sevHSolo: 8, sevHWrong: 8, sevHAuth: 8 },
};

/** One fitted parameter: `profiles` share it; it moves `quote`'s recovered value by about `slope` per unit. */
/** One fitted parameter. */
export interface Fit { profiles: readonly string[]; param: string; quote: string; slope: number; lo: number; hi: number }
const P = (profiles: string | readonly string[], param: string, quote: string, slope: number, lo = 0, hi = 1): Fit => ({ profiles: typeof profiles === "string" ? [profiles] : profiles, param, quote, slope, lo, hi });
const HEAD4 = [Q7, LL, MI, Q32];
/** Which quote each fitted parameter targets (one parameter per quote). */
export const PANEL_FITS: readonly Fit[] = [
  P(Q7, "faSilent", "flip-k0-qwen7b", 1), P(Q7, "faWrong", "flip-k6-qwen7b", 1),
  P(LL, "faSilent", "flip-k0-llama", 1), P(MI, "faSilent", "wording-rise-mistral", -1),
  P(Q32, "faSilent", "avg-fa-silent", 1 / 6), P(Q32, "faWrong", "avg-fa-wrong", 1 / 6), P(OL, "faSolo", "avg-fa-solo", 1 / 6),
  P(HEAD4, "hitSilent", "avg-miss-silent", -4 / 6), P(Q7, "safeAdoptH", "avg-miss-wrong", 0.14),
  P(GE, "safeAdoptB", "dir-safe", 0.11), P(LL, "safeAdoptB", "gap-llama", -0.38), P(MI, "safeAdoptB", "gap-mistral", -0.39), P(Q32, "safeAdoptB", "gap-qwen32b", -0.22),
  P(PANEL_FIT_REVIEWERS, "shBenignSolo", "panel-fa-solo", 0.25), P(PANEL_FIT_REVIEWERS, "shHarm", "panel-miss-silent", 0.12),
  P([Q7, LL, MI, GE], "kGamma", "flip-k1-over-k0", -0.4, 0.05, 3),
  P(Q7, "hitAuth", "auth-qwen7b", -1.1), P(LL, "hitAuth", "auth-llama", -1.1), P(GE, "hitAuth", "auth-gemma", -1), P(Q32, "hitAuth", "auth-qwen32b", -1.1),
  P(Q7, "confLo", "auth-abs-dp-max", 1, 0.5, 0.998), P(LL, "shiftLo", "auth-abs-dc-max", -0.9, 0.3, 0.9),
  P(Q7, "recInd", "repair-independence", 1), P(Q7, "recAcc", "repair-accountability", 1), P(Q7, "recVig", "repair-vigilance", 1),
  P(GE, "sevBSolo", "sev-gemma-solo", 1, -5, 10), P(GE, "sevBSilent", "sev-gemma-silent", 1, -5, 12), P(OL, "sevBSilent", "sev-olmo-silent", 1, -5, 12),
  P(MI, "sevBSilent", "sev-mistral-silent", 1, -4, 10), P(MI, "sevBWrong", "sev-mistral-wrong", 1, -5, 12),
];

/** Why the parameters not in PANEL_FITS have the values they have. */
export const ASSUMED_NOTES: readonly string[] = [
  "fa.solo of Qwen2.5-7B (0.02), Llama-3.1-8B (0.2), Mistral-7B (0.1), gemma-2-9B (0.5), Qwen2.5-32B (0.4): the paper gives only the average (36.4%); OLMo-2-7B's solo FA closes the average. Qwen2.5-7B low so its wrong-minus-silent rise approaches App. I's +88; Mistral and Llama low enough that their silent FA fits App. I's +44..+88 band.",
  "fa.wrong_peers = 1 for Llama-3.1-8B (k = 6 flip 100%), Mistral-7B, gemma-2-9B, OLMo-2-7B (flag pushes adopted at near-ceiling rates, §3.2/App. G).",
  "gemma-2-9B fa.silent 0.975 and hit.silent 0.99 (only 24 eligible flag-directed pairs, App. G); OLMo-2-7B fa.silent = hit.silent = hit.right = 1 (no eligible flag-directed pair).",
  "hit.solo = hit.silent (solo miss rates not quoted); hit.right_peers 0.995 (1 OLMo): right-peer pushes on harmful items missed under silent peers are adopted.",
  "Safe-directed adoption is split by class: safeAdoptB (benign items, right peers: fa.right_peers = fa.silent_peers·(1 − safeAdoptB)) and safeAdoptH (harmful items, wrong peers: hit.wrong_peers = hit.silent_peers·(1 − safeAdoptH)). The paper gives only pooled and per-reviewer adoption, not the split; safeAdoptH is assumed 0 for all but Qwen2.5-7B so that the panel's wrong-peer miss stays near the paper's 7.7% while the average reviewer's rises to 22.1% (mostly Qwen2.5-7B, whose safeAdoptH is fitted); Qwen2.5-7B's safeAdoptB 0.8 ('follows both directions at similarly high rates'), OLMo-2-7B's 0.",
  "hit.authority = 1 for Mistral-7B and OLMo-2-7B (0 authority flips, §3.4).",
  "shared.benign_round2 = 0: under silent peers the panel is within a point of the independence prediction (App. F), so round-2 benign verdicts are independent across reviewers given the item; harmful items use one loading for both rounds.",
  "wording (paraphrase, tally keep the full wrong-peer effect; 0.9 for Qwen2.5-32B): App. I says the effect stays large under both rewrites, values not given.",
  "Repair recovery of the reviewers other than Qwen2.5-7B, harmful-item severities, right-peer severities, confidence ranges other than Qwen2.5-7B's lower bound and Llama's shifted range, invalid-reply shares: not quoted.",
];

/**
 * The paper's number for a quote id.
 * @throws RangeError when the quote is a statement or unknown
 * @example
 * panelPaperNumber("dir-flag"); // => 0.753
 */
export function panelPaperNumber(id: string): number {
  const q = panelPaperQuotes.find((x) => x.id === id);
  if (!q || typeof q.value !== "number") throw new RangeError(`fit: quote ${id} has no numeric value`);
  return q.value;
}

/**
 * Build every -sim profile from the flat parameters.
 * @example
 * Object.keys(buildPanelSimProfiles(PANEL_FIT_START)).length; // => 6
 */
export function buildPanelSimProfiles(params: Readonly<Record<string, Params>>): Record<string, PanelSimProfile> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, buildPanelSimProfile(v)]));
}


/** Result of {@link fitPanelProfiles}. */
export interface PanelFitResult {
  params: Record<string, Params>;
  /** Recovered values of the last simulation. */
  measured: Record<string, PanelCalValue>;
  /** Largest |recovered − paper| over the targeted quotes in the last iteration. */
  worst: number;
  /** Every quote the simulation reproduces: paper, recovered, fitted or not. */
  rows: { id: string; paper: number | string; recovered: number | null; fitted: boolean }[];
}

/**
 * Fit the -sim profiles: simulate over `copies` copies of the shipped bank, move each
 * fitted parameter toward its quote, `iterations` times (a final simulation measures the fit).
 * @param options copies (default 12), iterations (default 8), log (progress lines)
 * @example
 * const fit = await fitPanelProfiles({ copies: 12, iterations: 8 });
 * fit.rows.filter((r) => r.fitted).length === PANEL_FITS.length; // => true (one quote per fitted parameter)
 */
export async function fitPanelProfiles(options: { copies?: number; iterations?: number; log?: (line: string) => void } = {}): Promise<PanelFitResult> {
  const copies = options.copies ?? 12, iterations = options.iterations ?? 8;
  const bank = panelBankCopies(loadPanelItems(projectPath("scenarios", "panel")), copies);
  const params: Record<string, Params> = JSON.parse(JSON.stringify(PANEL_FIT_START));
  const prev = new Map<number, { x: number; y: number }>();
  let m: Record<string, PanelCalValue> = {};
  let worst = 0;
  for (let it = 0; it <= iterations; it++) {
    const t0 = Date.now();
    m = measurePanelCalibration(await simulatePanel(buildPanelSimProfiles(params), bank, 0));
    worst = 0;
    PANEL_FITS.forEach((f, i) => {
      const y = m[f.quote].value, target = panelPaperNumber(f.quote);
      if (y === null) return;
      const x = params[f.profiles[0]][f.param];
      worst = Math.max(worst, Math.abs(y - target));
      if (it === iterations) return;
      // damped Newton step on the approximate slope; a secant estimate replaces it when the last step was large enough to measure
      const p = prev.get(i);
      let slope = f.slope;
      if (p && Math.abs(x - p.x) > 0.02 * (f.hi - f.lo)) { const sl = (y - p.y) / (x - p.x); if (sl / f.slope > 0.33 && sl / f.slope < 3) slope = sl; }
      const nx = Math.min(f.hi, Math.max(f.lo, x + 0.7 * (target - y) / slope));
      prev.set(i, { x, y });
      for (const pr of f.profiles) params[pr][f.param] = nx;
    });
    options.log?.(`iteration ${it}: worst |recovered - paper| over fitted quotes ${worst.toFixed(3)} (${Date.now() - t0} ms)`);
  }
  const rows = panelPaperQuotes.filter((q) => m[q.id] !== undefined).map((q) => ({ id: q.id, paper: q.value, recovered: m[q.id].value === null ? null : +m[q.id].value!.toFixed(3), fitted: PANEL_FITS.some((f) => f.quote === q.id) }));
  return { params, measured: m, worst, rows };
}
