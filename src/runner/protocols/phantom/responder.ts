/**
 * The phantom protocol's simulator responder. It recognises phantom decision
 * prompts (and scenario-drafting prompts, see `generate.ts`), reads the
 * scenario bank from `call.scenariosDir/phantom` to know the gold label and
 * phantom target — that is the simulator's nature: it plays an agent whose
 * behaviour is defined relative to the truth, and its output is always
 * labelled simulated — and answers as an agent with the named profile would
 * (see `profiles.ts` for the model).
 *
 * Latent per-agent state (private decision, perceived belief, public decision,
 * recovery and control draws) comes from a generator seeded by
 * (profile, scenario, agent), so the five conditions of one agent are
 * coherent; reply formatting and the deliberate parse failures come from the
 * call's generator. Same request and seed → same reply.
 *
 * @example
 * responder.matches({ messages: [{ role: "user", content: PHANTOM_TASK_HEADER + "\n..." }] }); // => true
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRng, type Rng } from "../../../stats/rng.js";
import { PHANTOM_DECISIONS, isPhantomCondition, isPhantomDecision, type BeliefTarget, type PhantomCondition, type PhantomDecision } from "../../../schema/vocab.js";
import type { ChatRequest, SimCall, SimReply, SimResponder } from "../../types.js";
import { checkPhantomBank } from "./load-bank.js";
import { PHANTOM_TASK_HEADER } from "./prompts.js";
import { behaviourOf, loadPhantomProfiles, type Mix, type PhantomBehaviour } from "./profiles.js";
import type { PhantomScenario } from "./scenario.js";
import { PHANTOM_GEN_HEADER, simulatedCandidate } from "./generate.js";

const banks = new Map<string, Map<string, PhantomScenario>>();

function bankFor(scenariosDir: string): Map<string, PhantomScenario> {
  let m = banks.get(scenariosDir);
  if (!m) {
    m = new Map();
    try {
      for (const s of checkPhantomBank(join(scenariosDir, "phantom"), { quotas: false }).scenarios) m.set(s.id, s);
    } catch {
      // no bank: every scenario is unknown
    }
    banks.set(scenariosDir, m);
  }
  return m;
}

function text(request: ChatRequest): string {
  return request.messages.map((m) => m.content).join("\n");
}

/** The fields the responder reads back from a decision prompt. */
export interface ParsedPrompt {
  scenarioId: string;
  agent: number;
  condition: PhantomCondition;
  /** Informed: the other agents' shown private decisions (null = unavailable). */
  peers: (PhantomDecision | null)[];
}

/** Read scenario id, agent, condition and shown peer decisions from a prompt; null when absent. */
export function readPrompt(t: string): ParsedPrompt | null {
  const id = /^Scenario ID: (\S+)$/m.exec(t)?.[1];
  const agent = /^Agent: (\d+) of \d+$/m.exec(t)?.[1];
  const condition = /^Condition: (\S+)$/m.exec(t)?.[1];
  if (!id || !agent || !condition || !isPhantomCondition(condition)) return null;
  const peers: (PhantomDecision | null)[] = [];
  const block = /True private decisions from other agents:\n((?:Agent \d+: \S+\n?)+)/.exec(t)?.[1] ?? "";
  for (const m of block.matchAll(/Agent \d+: (\S+)/g)) peers.push(isPhantomDecision(m[1]) ? m[1] : null);
  return { scenarioId: id, agent: Number(agent) - 1, condition, peers };
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
 * The latent state of agent `agent` on scenario `s` under behaviour `b`
 * (deterministic for (seedKey, scenario, agent); the responder's seedKey is the profile name).
 */
export function agentState(b: PhantomBehaviour, weights: Record<BeliefTarget, number>, seedKey: string, s: PhantomScenario, agent: number): AgentState {
  const rng = createRng(`phantom|${seedKey}|${s.id}|${agent}`);
  const g = s.gold, p = s.phantom_target;
  const priv = rng.next() < b.pPriv ? g : rng.next() < b.privPhantom ? p : third(g, p);
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

function format(rng: Rng, obj: Record<string, string>, parseErrorRate: number): string {
  if (rng.next() < parseErrorRate) {
    const d = obj.decision;
    const bad = [`I would go with ${d} here.`, `{"decision": "${d}"`, `{"decision": "${d === "block" ? "reject" : "maybe"}"}`];
    return bad[rng.int(bad.length)];
  }
  const json = JSON.stringify(obj);
  return rng.next() < 0.1 ? "```json\n" + json + "\n```" : json;
}

function respond(call: SimCall): SimReply {
  const t = text(call.request);
  if (t.startsWith(PHANTOM_GEN_HEADER)) return { content: simulatedCandidate(t, call.rng, call.scenariosDir) };
  const file = loadPhantomProfiles();
  const prof = file.profiles[call.profile];
  const q = readPrompt(t);
  const s = q ? bankFor(call.scenariosDir).get(q.scenarioId) : undefined;
  if (!prof || !q || !s) {
    // Unknown scenario: answer like an agent without knowledge of the truth.
    const d = PHANTOM_DECISIONS[call.rng.int(3)];
    return { content: JSON.stringify(q?.condition === "observed_public" ? { decision: d, perceived_group: PHANTOM_DECISIONS[call.rng.int(3)] } : { decision: d }) };
  }
  const b = behaviourOf(file, call.profile);
  const a = agentState(b, file.belief_target_weights, call.profile, s, q.agent);
  let obj: Record<string, string>;
  switch (q.condition) {
    case "private": obj = { decision: a.private }; break;
    case "observed_public": obj = { decision: a.public, perceived_group: a.perceived }; break;
    case "informed": obj = { decision: a.informed(q.peers) }; break;
    case "neutral_public": obj = { decision: a.neutral }; break;
    case "explicit_vote": obj = { decision: a.vote }; break;
  }
  return { content: format(call.rng, obj, b.parseErrorRate) };
}

/** The phantom simulator responder. */
export const phantomResponder: SimResponder = {
  protocol: "phantom",
  profiles: Object.keys(loadPhantomProfiles().profiles),
  matches(request) {
    const first = request.messages.find((m) => m.role === "user")?.content ?? "";
    return first.startsWith(PHANTOM_TASK_HEADER) || first.startsWith(PHANTOM_GEN_HEADER);
  },
  respond,
};
