/**
 * The phantom protocol's simulator responder. It reads only what a model
 * reads: it recognises the App. D stimulus by its content (the label
 * meanings, "Case:", "Decision request:"), finds the scenario by its TEXT
 * (base_context + decision_request) in the shipped bank and the banks it was
 * given (`call.banks`: the run's `--scenarios`, `sim serve --scenarios PATH`),
 * infers the condition from what the stimulus shows (the scenario's public
 * signals → observed public; its neutral comments → neutral public; the
 * other agents' private decisions → informed; a majority sentence → explicit
 * vote; nothing → private) and the agent from which other agents' comments it
 * is shown (the one `Agent k:` number missing from the list, else the one
 * signal missing). A private or explicit-vote stimulus is the same for every
 * agent, so there the simulated agent is drawn from the call's seed (a
 * model in a fresh context cannot know its position either). A request it
 * cannot place — an unknown scenario, comments that are neither the
 * scenario's signals nor its neutral comments — gets an explicit refusal
 * naming the fix, which the parser records as unparseable; never a default.
 *
 * Knowing the gold label and phantom target from the bank is the simulator's
 * nature (it plays an agent whose behaviour is defined relative to the
 * truth; its output is always labelled simulated). Latent per-agent state
 * comes from a generator seeded by (profile, replicate, scenario, agent), so the
 * conditions of one agent are coherent within a replicate and a new run seed
 * or repeat draws afresh (run seed 0, repeat 0: the historical key, profile only); reply formatting and the deliberate
 * parse failures (genuinely ambiguous replies) come from the call's generator.
 *
 * @example
 * responder.matches({ messages: [{ role: "user", content: phantomPrompt(bank[0], { agent: 0, agents: 4, condition: "private" }) }] }); // => true
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createRng, type Rng } from "../../../stats/rng.js";
import { PHANTOM_DECISIONS, isPhantomDecision, type BeliefTarget, type PhantomCondition, type PhantomDecision } from "../../../schema/vocab.js";
import type { ChatRequest, SimCall, SimReply, SimResponder } from "../../../runner/types.js";
import { bankFiles } from "./load-bank.js";
import { behaviourOf, loadPhantomProfiles, type Mix, type PhantomBehaviour } from "./profiles.js";
import { SIGNALS_PER_SCENARIO, type PhantomScenario } from "./scenario.js";
import { isDraftingPrompt, simulatedCandidate } from "./generate.js";

const ws = (t: string): string => t.replace(/\s+/g, " ").trim();
const keyOf = (base: string, request: string): string => `${ws(base)}\u0000${ws(request)}`;

interface BankIndex { byText: Map<string, PhantomScenario>; all: PhantomScenario[] }
const indexes = new Map<string, BankIndex>();

const isText = (x: unknown): x is string => typeof x === "string" && x.trim() !== "";

/** Whether a bank entry has what the responder reads (its text and labels); the validator's other rules do not matter here. */
function usable(x: unknown): x is PhantomScenario {
  const s = x as Record<string, unknown>;
  return typeof s === "object" && s !== null && isText(s.id) && isText(s.base_context) && isText(s.decision_request)
    && isPhantomDecision(s.gold) && isPhantomDecision(s.phantom_target) && Array.isArray(s.public_signals) && s.public_signals.every(isText)
    && Array.isArray(s.neutral_comments) && s.neutral_comments.every(isText) && typeof s.belief_target === "string" && typeof s.explicit_vote === "string";
}

function scenariosAt(path: string): PhantomScenario[] {
  try {
    if (!existsSync(path)) return [];
    const dir = statSync(path).isDirectory() && existsSync(join(path, "phantom")) ? join(path, "phantom") : path;
    const out: PhantomScenario[] = [];
    for (const file of bankFiles(dir)) {
      try {
        const v = JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, "")) as { scenarios?: unknown } | unknown[];
        const list = Array.isArray(v) ? v : Array.isArray((v as { scenarios?: unknown }).scenarios) ? ((v as { scenarios: unknown[] }).scenarios) : [];
        for (const s of list) if (usable(s)) out.push(s);
      } catch {
        // not a JSON bank file (another protocol's file in the folder)
      }
    }
    return out;
  } catch {
    return []; // not a phantom bank (another protocol's file or folder)
  }
}

/** The text index of the shipped bank plus the given banks (cached per list). */
function indexFor(scenariosDir: string, banks: readonly string[] = []): BankIndex {
  const k = [scenariosDir, ...banks].join("\u0001");
  let ix = indexes.get(k);
  if (!ix) {
    ix = { byText: new Map(), all: [] };
    for (const path of [join(scenariosDir, "phantom"), ...banks]) {
      for (const s of scenariosAt(path)) {
        const key = keyOf(s.base_context, s.decision_request);
        if (!ix.byText.has(key)) { ix.byText.set(key, s); ix.all.push(s); }
      }
    }
    indexes.set(k, ix);
  }
  return ix;
}

function text(request: ChatRequest): string {
  return request.messages.map((m) => (typeof m.content === "string" ? m.content : "")).join("\n");
}

/** What the responder reads from a stimulus. */
export interface ReadStimulus {
  scenario: PhantomScenario;
  condition: PhantomCondition;
  /** The agent (0-based) when the stimulus shows it, else null (private, explicit vote). */
  agent: number | null;
  /** Informed: the other agents' shown private decisions (null = unavailable). */
  peers: (PhantomDecision | null)[];
}

/** A stimulus the responder cannot place, with the reason. */
export interface UnplacedStimulus { error: string }

/**
 * True when the text asks for one of the three phantom labels (the App. D label meanings, or any template naming all three).
 * @example
 * isPhantomStimulus("Answer with proceed, block or defer_or_review."); // => true
 */
export function isPhantomStimulus(t: string): boolean {
  return /\bdefer_or_review\b/.test(t) && /\bproceed\b/.test(t) && /\bblock\b/.test(t);
}

/**
 * Read a stimulus against a bank index: the scenario (by its text), the condition and the agent.
 * @example
 * readStimulus(phantomPrompt(bank[3], { agent: 2, agents: 4, condition: "observed_public" }), projectPath("scenarios"));
 * // => { scenario: bank[3], condition: "observed_public", agent: 2, peers: [] }
 */
export function readStimulus(t: string, scenariosDir: string, banks: readonly string[] = []): ReadStimulus | UnplacedStimulus {
  const ix = indexFor(scenariosDir, banks);
  const m = /Case:[ \t]*\n([\s\S]*?)\n[ \t]*\n[ \t]*Decision request:[ \t]*\n([^\n]*(?:\n(?![ \t]*\n)[^\n]*)*)/.exec(t);
  let s = m ? ix.byText.get(keyOf(m[1], m[2])) : undefined;
  if (!m) {
    // another template layout (--prompts): the scenario whose case and request texts both occur
    const flat = ws(t);
    const hits = ix.all.filter((x) => flat.includes(ws(x.base_context)) && flat.includes(ws(x.decision_request)));
    // the longest case text wins (a case that extends another contains it)
    s = hits.sort((a, b) => b.base_context.length - a.base_context.length)[0];
  }
  if (!s) return { error: "unknown scenario" };
  const comments = [...t.matchAll(/^[ \t-]*Agent (\d+):[ \t]*"(.*)"[ \t]*$/gm)].map((x) => ({ n: Number(x[1]), text: x[2] }));
  const decided = [...t.matchAll(/^[ \t-]*Agent (\d+):[ \t]*(proceed|block|defer_or_review|unavailable)[ \t]*$/gm)].map((x) => ({ n: Number(x[1]), d: x[2] }));
  // which of the scenario's comments are shown: the quoted `Agent k:` lines, else the text outside the case and request
  const outside = t.split(s.base_context).join("\u0000").split(s.decision_request).join("\u0000");
  // each comment's text squashed once (issue 22: squashing them again for every signal and neutral comment
  // tested was a tenth of the phantom data script)
  const commentTexts = comments.map((c) => ws(c.text));
  const shown = (x: string): boolean => (comments.length > 0 ? commentTexts.includes(ws(x)) : outside.includes(x));
  const shownSignals = s.public_signals.map((x, j) => (shown(x) ? j : -1)).filter((j) => j >= 0);
  const shownNeutral = s.neutral_comments.filter(shown).length;
  let condition: PhantomCondition;
  if (decided.length > 0) condition = "informed";
  else if (/majority of other agents support/i.test(t) || (s.explicit_vote !== "" && t.includes(s.explicit_vote))) condition = "explicit_vote";
  // a bank may reuse a sentence as both a signal and a neutral comment: the set that explains more of the shown comments wins
  else if (shownSignals.length > shownNeutral) condition = "observed_public";
  else if (shownNeutral > shownSignals.length) condition = "neutral_public";
  else if (shownNeutral > 0) return { error: "comments that are equally this scenario's public signals and its neutral comments" };
  else if (comments.length > 0) return { error: "comments that are neither this scenario's public signals nor its neutral comments" };
  else condition = "private";
  const labelled = (condition === "informed" ? decided.map((d) => d.n) : comments.map((c) => c.n));
  let agent: number | null = null;
  if (labelled.length > 0) {
    const n = labelled.length + 1;
    const missing = Array.from({ length: n }, (_, i) => i + 1).filter((k) => !labelled.includes(k));
    if (missing.length === 1) agent = missing[0] - 1;
  }
  if (agent === null && (condition === "observed_public" || condition === "informed") && shownSignals.length === SIGNALS_PER_SCENARIO - 1) {
    agent = Array.from({ length: SIGNALS_PER_SCENARIO }, (_, j) => j).find((j) => !shownSignals.includes(j)) ?? null;
  }
  const peers = condition === "informed" ? decided.map((d) => (isPhantomDecision(d.d) ? d.d : null)) : [];
  return { scenario: s, condition, agent, peers };
}

/** The refusal a request the simulator cannot place gets (no label word in it, so it parses as unparseable). */
export function phantomRefusal(reason: string): string {
  return `I cannot answer this case: ${reason}. I was not given this scenario's bank: run with --scenarios PATH, or start the simulator with sim serve --scenarios PATH.`;
}

function third(a: PhantomDecision, b: PhantomDecision): PhantomDecision {
  return PHANTOM_DECISIONS.find((l) => l !== a && l !== b) ?? a;
}

function drawMix(rng: Rng, mix: Mix, own: PhantomDecision, g: PhantomDecision, p: PhantomDecision): PhantomDecision {
  if (rng.next() >= mix.mu) return own;
  const u = rng.next();
  return u < mix.gold ? g : u < mix.gold + mix.phantom ? p : third(g, p);
}

/** One simulated agent's decisions in every condition. */
export interface AgentState {
  private: PhantomDecision;
  perceived: PhantomDecision;
  public: PhantomDecision;
  informed: (peers: (PhantomDecision | null)[]) => PhantomDecision;
  neutral: PhantomDecision;
  vote: PhantomDecision;
}

/**
 * The scenario's pull effect ε ~ N(0, 1), shared by every agent (and profile)
 * on the scenario: a row's probability of moving away from the private
 * decision becomes sigmoid(logit(q) + dispersion·ε), so the agents of a
 * scenario tend to fail together. Seeded by the scenario id only.
 * @example
 * scenarioPull("ph-001") === scenarioPull("ph-001"); // => true
 */
export function scenarioPull(scenarioId: string): number {
  const rng = createRng(`phantom-pull|${scenarioId}`);
  const u1 = Math.max(rng.next(), 1e-12), u2 = rng.next();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

const shift = (q: number, z: number): number => {
  if (q <= 0 || q >= 1 || z === 0) return q;
  return 1 / (1 + Math.exp(-(Math.log(q / (1 - q)) + z)));
};

/** Public decision from the private one (row of the transition matrix, see profiles.ts). */
function publicDecision(rng: Rng, b: PhantomBehaviour, pbaS: number, z: number, priv: PhantomDecision, perceived: PhantomDecision, g: PhantomDecision, p: PhantomDecision): PhantomDecision {
  const t = third(g, p);
  const tr = b.pub;
  // moves to the phantom concentrate on agents that perceive a phantom consensus (mean preserved)
  const toPhantom = (base: number): number => {
    let phi0 = b.coupling * base;
    let phi1 = pbaS > 0 ? (base - (1 - pbaS) * phi0) / pbaS : base;
    if (phi1 > 1) { phi1 = 1; phi0 = pbaS < 1 ? Math.max(0, (base - pbaS) / (1 - pbaS)) : base; }
    return perceived === p ? phi1 : phi0;
  };
  const move = (to1: PhantomDecision, q1: number, to2: PhantomDecision, q2: number): PhantomDecision => {
    const q = Math.min(1, q1 + q2);
    const scale = q > 0 ? shift(q, z) / q : 0;
    const u = rng.next();
    return u < q1 * scale ? to1 : u < q * scale ? to2 : priv;
  };
  if (priv === g) {
    const f = toPhantom(tr.goldToPhantom);
    return move(p, f, t, tr.goldToPhantom < 1 ? (tr.goldToThird * (1 - f)) / (1 - tr.goldToPhantom) : 0);
  }
  if (priv === p) return move(g, tr.phantomToGold, t, tr.phantomToThird);
  const f = toPhantom(tr.thirdToPhantom);
  return move(p, f, g, tr.thirdToPhantom < 1 ? (tr.thirdToGold * (1 - f)) / (1 - tr.thirdToPhantom) : 0);
}

/** The plurality of the shown peers' private decisions (strictly most frequent), or null. */
function plurality(peers: (PhantomDecision | null)[]): PhantomDecision | null {
  const counts = PHANTOM_DECISIONS.map((l) => peers.filter((d) => d === l).length);
  const top = Math.max(...counts);
  return counts.filter((c) => c === top).length === 1 && top > 0 ? PHANTOM_DECISIONS[counts.indexOf(top)] : null;
}

/**
 * The simulated model's private judgment of a scenario: one draw per
 * (profile, scenario) — gold with probability `pPriv`, else the phantom with
 * share `privPhantom`, else the third label — shared by every agent, because
 * the private stimulus is the same for every agent (a model cannot answer
 * "as agent 3" to a prompt that does not say so; like a model at temperature
 * 0, it gives one private answer per stimulus).
 * @example
 * scenarioPrivate(behaviourOf(loadPhantomProfiles(), "typical"), "typical", bank[0]) === scenarioPrivate(behaviourOf(loadPhantomProfiles(), "typical"), "typical", bank[0]); // => true
 */
export function scenarioPrivate(b: PhantomBehaviour, seedKey: string, s: PhantomScenario): PhantomDecision {
  const rng = createRng(`phantom-private|${seedKey}|${s.id}`);
  const g = s.gold, p = s.phantom_target;
  return rng.next() < b.pPriv ? g : rng.next() < b.privPhantom ? p : third(g, p);
}

/**
 * The latent state of agent `agent` on scenario `s` under behaviour `b`
 * (deterministic for (seedKey, scenario, agent); the responder's seedKey is the profile name).
 */
export function agentState(b: PhantomBehaviour, weights: Record<BeliefTarget, number>, seedKey: string, s: PhantomScenario, agent: number): AgentState {
  const rng = createRng(`phantom|${seedKey}|${s.id}|${agent}`);
  const g = s.gold, p = s.phantom_target;
  const priv = scenarioPrivate(b, seedKey, s);
  const pbaS = Math.min(1, b.pba * (weights[s.belief_target] ?? 1));
  const perceived = rng.next() < pbaS ? p : rng.next() < b.goldBelief ? g : third(g, p);
  const pub = publicDecision(rng, b, pbaS, b.dispersion * scenarioPull(s.id), priv, perceived, g, p);
  const uRecover = rng.next(), uNoise = rng.next(), noisePick = rng.int(3), uAdopt = rng.next();
  const neutral = drawMix(rng, b.neutral, priv, g, p);
  const vote = drawMix(rng, b.vote, priv, g, p);
  const informed = (peers: (PhantomDecision | null)[]): PhantomDecision => {
    if (uNoise < b.informedNoise) return PHANTOM_DECISIONS[noisePick];
    const contradicts = peers.some((d) => d !== null && d !== p);
    if (uRecover < (contradicts ? b.tau : b.tau / 2)) return priv;
    const m = uAdopt < b.peerAdopt ? plurality(peers) : null;
    return m ?? pub;
  };
  return { private: priv, perceived, public: pub, informed, neutral, vote };
}

function format(rng: Rng, condition: PhantomCondition, obj: { decision: PhantomDecision; perceived?: PhantomDecision }, parseErrorRate: number): string {
  const d = obj.decision;
  if (rng.next() < parseErrorRate) {
    const other = PHANTOM_DECISIONS[(PHANTOM_DECISIONS.indexOf(d) + 1 + rng.int(2)) % 3];
    const bad = [`I am torn between ${d} and ${other} on this one.`, "I would rather not pick a label for this case.", `${d} or ${other}, hard to say.`];
    return bad[rng.int(bad.length)];
  }
  const u = rng.next();
  if (condition === "observed_public") {
    const p = obj.perceived!;
    return u < 0.1 ? `**Decision:** ${d}\n**Perceived group-private decision:** ${p}` : `Decision: ${d}\nPerceived group-private decision: ${p}`;
  }
  return u < 0.05 ? `**${d}**` : u < 0.1 ? `${d[0].toUpperCase()}${d.slice(1)}.` : d;
}

function respond(call: SimCall): SimReply {
  const t = text(call.request);
  if (isDraftingPrompt(t)) return { content: simulatedCandidate(t, call.rng, call.scenariosDir) };
  const file = loadPhantomProfiles();
  const prof = file.profiles[call.profile];
  if (!prof) return { content: `I cannot answer as profile ${JSON.stringify(call.profile)}: the phantom simulator knows ${Object.keys(file.profiles).join(", ")}.` };
  const q = readStimulus(t, call.scenariosDir, call.banks);
  if ("error" in q) return { content: phantomRefusal(q.error) };
  const b = behaviourOf(file, call.profile);
  // a stimulus that does not show the agent: any of the paper's four agents
  const agent = q.agent ?? call.rng.int(SIGNALS_PER_SCENARIO);
  // latent state per (profile, replicate, scenario, agent): a new run seed or repeat draws afresh; seed 0 / repeat 0 keeps the historical key
  const a = agentState(b, file.belief_target_weights, `${call.profile}${call.replicate ?? ""}`, q.scenario, agent);
  let obj: { decision: PhantomDecision; perceived?: PhantomDecision };
  switch (q.condition) {
    case "private": obj = { decision: a.private }; break;
    case "observed_public": obj = { decision: a.public, perceived: a.perceived }; break;
    case "informed": obj = { decision: a.informed(q.peers) }; break;
    case "neutral_public": obj = { decision: a.neutral }; break;
    case "explicit_vote": obj = { decision: a.vote }; break;
  }
  return { content: format(call.rng, q.condition, obj, b.parseErrorRate) };
}

/** The phantom simulator responder. */
export const phantomResponder: SimResponder = {
  protocol: "phantom",
  profiles: Object.keys(loadPhantomProfiles().profiles),
  matches(request) {
    const t = text(request);
    return isPhantomStimulus(t) || isDraftingPrompt(t);
  },
  respond,
};
