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
import { deriveBehaviour, loadPhantomProfiles, type Mix, type PhantomBehaviour } from "./profiles.js";
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

function pickOther(rng: Rng, x: PhantomDecision): PhantomDecision {
  const others = PHANTOM_DECISIONS.filter((l) => l !== x);
  return others[rng.next() < 0.5 ? 0 : 1];
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

/** The latent state of agent `agent` on scenario `s` under behaviour `b` (deterministic). */
export function agentState(b: PhantomBehaviour, weights: Record<BeliefTarget, number>, profile: string, s: PhantomScenario, agent: number): AgentState {
  const rng = createRng(`phantom|${profile}|${s.id}|${agent}`);
  const g = s.gold, p = s.phantom_target;
  const priv = rng.next() < b.pPriv ? g : pickOther(rng, g);
  const pbaS = Math.min(1, b.pba * (weights[s.belief_target] ?? 1));
  const perceived = rng.next() < pbaS ? p : rng.next() < b.goldBelief ? g : third(g, p);
  const phi = perceived === p ? b.phi1 : b.phi0;
  let pub: PhantomDecision;
  if (rng.next() < phi) pub = p;
  else if (rng.next() < b.drift) pub = priv === p ? pickOther(rng, p) : third(priv, p);
  else pub = priv;
  const uRecover = rng.next(), uNoise = rng.next(), noisePick = rng.int(3);
  const neutral = drawMix(rng, b.neutral, priv, g, p);
  const vote = drawMix(rng, b.vote, priv, g, p);
  const informed = (peers: (PhantomDecision | null)[]): PhantomDecision => {
    if (uNoise < b.informedNoise) return PHANTOM_DECISIONS[noisePick];
    const contradicts = peers.some((d) => d !== null && d !== p);
    return uRecover < (contradicts ? b.tau : b.tau / 2) ? priv : pub;
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
  const b = deriveBehaviour(prof, file.coupling.value);
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
