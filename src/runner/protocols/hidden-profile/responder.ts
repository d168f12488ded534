/**
 * The hidden-profile simulator responder: answers the driver's prompts as an
 * agent of a behavioural profile (`scenarios/sim/hidden-profile-profiles.json`).
 * It reads the task bank under `call.scenariosDir/hidden_profile` for the
 * truth (correct answer, the option the shared facts favour, the hidden
 * facts); its own drafted candidates (`tasks generate`) it regenerates from
 * their id. For a task it does not know it votes uniformly at random.
 *
 * An agent's belief depends on what it has seen: its own hidden facts plus
 * those mentioned verbatim in the transcript; the rates it acts with (P of
 * the correct belief, late-round fatigue, disclosure, conformity, dissent,
 * anchoring) are {@link hpSimRates} (sim-behaviour.ts). Each round it states
 * each of its unmentioned facts with the disclosure rate (all of them in
 * round 1 under reveal-all); each choice it states or votes is: its
 * pre-discussion view with the anchoring rate, else its belief, replaced by
 * another option than the one the others lean toward (the most stated among
 * their latest choices) with the dissent rate, or by the others' strict
 * majority with the conformity rate. Replies: votes as
 * `{"vote", "rationale"}` JSON, messages ending `Current choice: X`.
 *
 * @example
 * // engine.answer("sim:gpt-4.1-sim", request, seed) — see src/runner/simulator/engine.ts
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Rng } from "../../../stats/rng.js";
import { GENERIC_PROFILES } from "../../simulator/profiles.js";
import type { SimCall, SimReply, SimResponder } from "../../types.js";
import { HP_ADVERSARIAL_TEXT, HP_REVEAL_ALL_TEXT, HP_STRATEGY_TEXT, HP_TAG } from "./prompts.js";
import { HP_STRATEGIES, type HpStrategy } from "./run-config.js";
import { simCandidate } from "./sim-candidates.js";
import { hpSimRates } from "./sim-behaviour.js";
import { hpSimParams, type HpSimParams, type HpSimProfile } from "./sim-params.js";
import { hiddenFactsOf, loadHiddenProfileTasks, type HiddenProfileTask } from "./task-schema.js";
import { projectPath } from "../../../paths.js";

/** What the simulator knows about a task. */
interface Truth {
  options: string[];
  correct: string | null;
  trap: string | null;
  hidden: string[];
  /** Overrides for drafted candidates with a latent flaw. */
  p_pre?: number;
  p_full?: number;
}

const banks = new Map<string, Map<string, HiddenProfileTask>>();

function bank(scenariosDir: string): Map<string, HiddenProfileTask> {
  let m = banks.get(scenariosDir);
  if (m) return m;
  m = new Map();
  const dir = join(scenariosDir, "hidden_profile");
  try {
    if (readdirSync(dir).some((n) => /\.jsonl?$/.test(n))) for (const t of loadHiddenProfileTasks(dir)) m.set(t.id, t);
  } catch {
    /* no bank: every task is unknown */
  }
  banks.set(scenariosDir, m);
  return m;
}

/** The option the shared facts favour: `shared_favoured`, else the most-mentioned wrong option in the shared facts. */
function trapOf(t: HiddenProfileTask): string {
  if (t.shared_favoured) return t.shared_favoured;
  const wrong = t.possible_answers.filter((o) => o !== t.correct_answer);
  const count = (o: string) => t.shared_information.filter((s) => s.toLowerCase().includes(o.toLowerCase())).length;
  return [...wrong].sort((a, b) => count(b) - count(a))[0];
}

function truthOf(id: string, description: string, options: string[], scenariosDir: string, params: HpSimParams, agents: number): Truth {
  const t = bank(scenariosDir).get(id) ?? bank(projectPath("scenarios")).get(id);
  if (t && t.description === description) return { options: t.possible_answers, correct: t.correct_answer, trap: trapOf(t), hidden: hiddenFactsOf(t) };
  const c = simCandidate(id, agents, params.candidates);
  if (c.task.description === description && c.task.possible_answers.join("|") === options.join("|")) {
    return {
      options, correct: c.task.correct_answer, trap: trapOf(c.task), hidden: hiddenFactsOf(c.task),
      p_pre: c.kind === "leaky" ? params.candidates.leaky_pre : undefined,
      p_full: c.kind === "unsolvable" ? params.candidates.unsolvable_full : undefined,
    };
  }
  return { options, correct: null, trap: null, hidden: [] };
}

function pickWrong(t: Truth, prof: HpSimProfile, rng: Rng): string {
  const wrong = t.options.filter((o) => o !== t.correct);
  if (t.trap && rng.next() < prof.wrong_trap) return t.trap;
  const rest = wrong.filter((o) => o !== t.trap);
  const pool = rest.length ? rest : wrong;
  return pool[rng.int(pool.length)];
}

function believe(t: Truth, p: number, prof: HpSimProfile, rng: Rng): string {
  if (t.correct === null) return t.options[rng.int(t.options.length)];
  return rng.next() < p ? t.correct : pickWrong(t, prof, rng);
}

/** Strict majority of the given choices (more than half), or null. */
function majority(choices: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const c of choices) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const [c, k] of counts) if (2 * k > choices.length) return c;
  return null;
}

/** The most-stated of the given choices (the first seen among ties), or null when there are none. */
function plurality(choices: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const c of choices) counts.set(c, (counts.get(c) ?? 0) + 1);
  let best: string | null = null;
  for (const [c, k] of counts) if (best === null || k > (counts.get(best) as number)) best = c;
  return best;
}

interface Parsed {
  id: string;
  agent: number | "secretary";
  n: number;
  step: string;
  round: number;
  rounds: number;
  description: string;
  options: string[];
  facts: string[];
  transcript: { speaker: string; content: string }[];
  strategy: HpStrategy;
  adversarial: boolean;
  revealAll: boolean;
}

function parse(call: SimCall): Parsed {
  const sys = call.request.messages[0].content;
  const user = call.request.messages[call.request.messages.length - 1].content;
  const tag = /task=(\S+) agent=(\S+)\/(\d+)/.exec(sys.split("\n")[0]) ?? ["", "", "1", "2"];
  const step = /Step: (\S+)(?: (\d+)\/(\d+))?\s*$/.exec(user) ?? ["", "pre"];
  const optionsLine = /^Options: (.*)$/m.exec(user)?.[1] ?? "";
  const options = [...optionsLine.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
  const infoBlock = /Your information:\n((?:- .*\n?)*)/.exec(user)?.[1] ?? "";
  const tr = /Discussion so far:\n([\s\S]*?)\n\n(?:This is discussion round|The discussion is over|Summarise)/.exec(user)?.[1] ?? "";
  const strategy = HP_STRATEGIES.find((s) => s !== "default" && sys.includes(HP_STRATEGY_TEXT[s])) ?? "default";
  return {
    id: tag[1], agent: tag[2] === "secretary" ? "secretary" : Number(tag[2]) - 1, n: Number(tag[3]),
    step: step[1], round: Number(step[2] ?? 0), rounds: Number(step[3] ?? 0),
    description: /^Scenario: (.*)$/m.exec(user)?.[1] ?? "", options,
    facts: infoBlock.split("\n").filter((l) => l.startsWith("- ")).map((l) => l.slice(2)),
    transcript: tr.split("\n").map((l) => /^(Member \d+|Secretary): (.*)$/.exec(l)).filter((m): m is RegExpExecArray => m !== null).map((m) => ({ speaker: m[1], content: m[2] })),
    strategy, adversarial: sys.includes(HP_ADVERSARIAL_TEXT), revealAll: user.includes(HP_REVEAL_ALL_TEXT),
  };
}

const DISSENT_LINE = "I disagree with where the group is heading.";

function answer(call: SimCall): SimReply {
  const params = hpSimParams(call.scenariosDir);
  const prof = params.profiles[call.profile];
  const rng = call.rng;
  const sys = call.request.messages[0].content;
  const draft = /draft=(\S+)/.exec(sys.split("\n")[0]);
  if (draft) {
    const agents = Number(/Step: draft (\d+)/.exec(call.request.messages[call.request.messages.length - 1].content)?.[1] ?? 4);
    const { task } = simCandidate(draft[1], agents, params.candidates);
    const { domain: _d, ...pub } = task;
    return { content: JSON.stringify(pub) };
  }
  const p = parse(call);
  const truth = truthOf(p.id, p.description, p.options, call.scenariosDir, params, p.n);
  const me = p.agent === "secretary" ? "" : `Member ${p.agent + 1}`;
  const members = p.transcript.filter((m) => m.speaker.startsWith("Member"));
  const said = members.map((m) => m.content).join("\n");
  const disclosed = truth.hidden.filter((f) => said.includes(f));
  if (p.agent === "secretary") {
    const lines = disclosed.length ? disclosed.map((f) => `- ${f}`) : ["- (no new information yet)"];
    return { content: `Summary of the information disclosed so far:\n${lines.join("\n")}` };
  }
  const own = truth.hidden.filter((f) => p.facts.includes(f));
  const seen = new Set([...own, ...disclosed]);
  const others = truth.hidden.length - own.length;
  const full = truth.p_full ?? prof.p_full;
  const latest = new Map<string, string>();
  for (const m of members) {
    if (m.speaker === me) continue;
    const c = /Current choice: (.*)$/.exec(m.content)?.[1];
    if (c && truth.options.includes(c)) latest.set(m.speaker, c);
  }
  const maj = majority([...latest.values()]);
  const lean = plurality([...latest.values()]);
  const rates = hpSimRates(params, prof, {
    x: others > 0 ? (seen.size - own.length) / others : 1,
    elapsed: p.step === "post" ? roundsSeen(p) : p.round,
    dissenters: new Set(members.filter((m) => m.content.includes(DISSENT_LINE)).map((m) => m.speaker)).size,
    secretary: p.transcript.some((m) => m.speaker === "Secretary"),
    strategy: p.strategy, adversarial: p.adversarial, pPre: truth.p_pre,
  });
  const choose = (): string => {
    if (rng.next() < rates.anchor) return believe(truth, rates.pPre, prof, rng);
    let c = believe(truth, rates.pCorrect, prof, rng);
    if (lean !== null && rng.next() < rates.dissent) {
      const alt = truth.options.filter((o) => o !== lean);
      c = alt[rng.int(alt.length)];
    } else if (maj !== null && maj !== c && rng.next() < rates.conformity) c = maj;
    return c;
  };
  if (p.step === "pre" || p.step === "full" || p.step === "post") {
    const vote = p.step === "full" ? believe(truth, full, prof, rng) : p.step === "pre" ? believe(truth, rates.pPre, prof, rng) : choose();
    if (rng.next() < prof.format_error) return { content: `I would pick ${vote}, but I am not sure.` };
    return { content: JSON.stringify({ vote, rationale: `Weighing the information I have, ${vote} looks best.` }) };
  }
  // a discussion turn
  const toSay = p.revealAll && p.round === 1 ? [...p.facts] : own.filter((f) => !said.includes(f) && rng.next() < rates.disclose);
  const choice = choose();
  const parts = [p.adversarial && lean !== null ? DISSENT_LINE : `I think we should choose ${choice}.`];
  for (const f of toSay) parts.push(`Something I know: ${f}`);
  parts.push(`Current choice: ${choice}`);
  return { content: parts.join("\n") };
}

function roundsSeen(p: Parsed): number {
  return Math.ceil(p.transcript.filter((m) => m.speaker.startsWith("Member")).length / Math.max(1, p.n));
}

/** The hidden-profile simulator responder (see the file comment for the behaviour model). */
export const hiddenProfileResponder: SimResponder = {
  protocol: "hidden_profile",
  profiles: [...GENERIC_PROFILES, "gpt-4.1-sim", "gemini-2.5-pro-sim", "gemini-2.5-flash-sim", "gemini-2.5-flash-lite-sim", "gpt-5-nano-sim", "gpt-5-minimal-sim"],
  matches(request) {
    const m = request.messages[0];
    return m !== undefined && m.role === "system" && m.content.startsWith(HP_TAG);
  },
  respond: answer,
};
