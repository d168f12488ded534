/**
 * The hidden-profile simulator responder: answers hidden-profile requests as
 * a member of a behavioural profile (`scenarios/sim/hidden-profile-profiles.json`),
 * reading only what a model reads. It recognises a request by its CONTENT:
 * a system prompt listing `Fact k: ...` lines (a member), one naming a
 * note-taker role with `Person k:` messages (the secretary), or a request to
 * design a task in the public schema (a draft). It finds the task by its
 * text in the shipped bank (`call.scenariosDir/hidden_profile`) and the
 * banks it was given (`call.banks`: the run's `--scenarios`, `sim serve
 * --scenarios PATH`): the description and the shared facts must appear in
 * the system prompt. A task it cannot place gets an explicit refusal naming
 * the fix, never a guess.
 *
 * From the request it infers: the stage (a vote when the last message asks
 * for a `"vote"`; `pre` with no earlier turn of its own, `full` when the
 * system prompt holds every hidden fact, `post` after turns; otherwise a
 * discussion message, round = own earlier turns + 1), the hidden facts it
 * holds (those in its system prompt), the ones stated in the messages it was
 * shown (verbatim), the others' stated choices, dissenters, a secretary's
 * notes, the strategy and dissent instructions and reveal-all (their
 * sentences in the shipped templates). Its belief then follows the fitted
 * rates {@link hpSimRates} (x = share of the other members' hidden facts
 * seen), raised to its full-information accuracy when its OWN information
 * settles the task by its elimination table (the task's own table read by
 * meaning when it carries one, `fact-table.ts`; else the word table of the
 * text, `evidence.ts`): a
 * task one hidden fact settles is caught by per-fact validation (the
 * discussion keeps the fitted curve, so the paper-shape fits hold). Its own
 * drafted candidates (`tasks generate`) it regenerates from the id the draft
 * request names; an `unsolvable` draft found in a bank (by text; its id
 * there) keeps that kind's low full-information accuracy.
 *
 * @example
 * // engine.answer("sim:gpt-4.1-sim", request, seed) — see src/runner/simulator/engine.ts
 */
import type { Rng } from "../../../stats/rng.js";
import { GENERIC_PROFILES } from "../../../runner/simulator/profiles.js";
import type { ChatMessage, ChatRequest, SimCall, SimReply, SimResponder } from "../../../runner/types.js";
import { hpSettlesRead } from "./fact-table.js";
import { HP_STRATEGIES, type HpStrategy } from "./options.js";
import { parseHpChoice as parseChoice } from "./parse.js";
import { loadHpPromptSet } from "./prompt-set.js";
import { simCandidate } from "./sim-candidates.js";
import { hpSimRates } from "./sim-behaviour.js";
import { hpSimParams, type HpSimParams, type HpSimProfile } from "./sim-params.js";
import { hiddenFactsOf, loadHiddenProfileTasks, type HiddenProfileTask } from "./bank.js";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The refusal for a task the simulator has no label for. */
export const HP_SIM_REFUSAL =
  "The groupthink simulator cannot answer this request: the decision task it describes is in none of the banks it was given, so it has no label for it. " +
  "Pass the bank with --scenarios PATH (groupthink run) or start the simulator with sim serve --scenarios PATH.";

const indexes = new Map<string, HiddenProfileTask[]>();

/** A bank's tasks, re-read when the path changes (a folder that gains a file, e.g. `tasks generate`'s candidates). */
function tasksAt(path: string): HiddenProfileTask[] {
  let stamp = "missing";
  try {
    const st = statSync(path);
    stamp = `${st.mtimeMs}:${st.size}`;
  } catch {
    /* missing: empty */
  }
  const key = `${path}\u0000${stamp}`;
  let t = indexes.get(key);
  if (t) return t;
  const load = (p: string): HiddenProfileTask[] => {
    try {
      return loadHiddenProfileTasks(p);
    } catch {
      return []; // not a hidden-profile bank (another protocol's file, a manifest, or missing)
    }
  };
  let files: string[] = [path];
  try {
    if (statSync(path).isDirectory()) files = readdirSync(path).filter((n) => /\.jsonl?$/.test(n)).sort().map((n) => join(path, n));
  } catch {
    files = [];
  }
  t = files.flatMap(load);
  indexes.set(key, t);
  return t;
}

const squash = (s: string): string => s.replace(/\s+/g, " ").trim();

// Speed only (issue 22): a member's system prompt is the same on each of its ~20 calls of a session, so the
// task found for it is kept, per set of bank indexes (a re-read bank is a new index: a new key); the squashed
// texts of a task are computed once. Bounded: cleared when it holds FOUND_MAX prompts.
const FOUND_MAX = 4096;
const found = new Map<string, HiddenProfileTask | null>();
const indexIds = new WeakMap<HiddenProfileTask[], number>();
let nextIndexId = 0;
const squashed = new WeakMap<HiddenProfileTask, { description: string; shared: string[] }>();
function squashedOf(t: HiddenProfileTask): { description: string; shared: string[] } {
  let q = squashed.get(t);
  if (!q) squashed.set(t, (q = { description: squash(t.description), shared: t.shared_information.map(squash) }));
  return q;
}

// Speed only (issue 22): what a member's system prompt says of it is read once per prompt, not on each of its
// calls: its fact lines (squashed) and, per task, which hidden facts are its own and whether they settle the
// task (hpSettlesRead is a pure function of the two). Bounded: cleared when it holds FOUND_MAX prompts.
interface OwnFacts {
  own: readonly string[];
  settled: boolean;
}
interface SystemReading {
  factLines: readonly string[];
  byTask: Map<HiddenProfileTask, OwnFacts>;
}
const systems = new Map<string, SystemReading>();
function systemReading(sys: string): SystemReading {
  let r = systems.get(sys);
  if (r === undefined) {
    r = { factLines: [...sys.matchAll(FACT_LINE)].map((m) => squash(m[1])), byTask: new Map() };
    if (systems.size >= FOUND_MAX) systems.clear();
    systems.set(sys, r);
  }
  return r;
}
function ownFactsOf(reading: SystemReading, task: HiddenProfileTask, hidden: readonly string[]): OwnFacts {
  let o = reading.byTask.get(task);
  if (o === undefined) {
    const own = hidden.filter((f) => reading.factLines.includes(squash(f)));
    o = { own, settled: hpSettlesRead(task, own) };
    reading.byTask.set(task, o);
  }
  return o;
}

// Speed only (issue 22): the members of a session read the same messages (each member parses the others' latest
// lines), so the reading of a text for a set of options is kept (parseHpChoice is a pure function). Bounded.
const choices = new Map<string, string | null>();
function parseHpChoice(text: string, options: readonly string[]): string | null {
  const key = `${options.join("\u0001")}\u0000${text}`;
  const hit = choices.get(key);
  if (hit !== undefined) return hit;
  const c = parseChoice(text, options);
  if (choices.size >= FOUND_MAX) choices.clear();
  choices.set(key, c);
  return c;
}

/** The task a system prompt describes: its description and shared facts appear in it (longest description wins). */
function findTask(call: SimCall, system: string, member: boolean): HiddenProfileTask | null {
  const lists = [join(call.scenariosDir, "hidden_profile"), ...(call.banks ?? [])].map(tasksAt);
  const ids = lists.map((l) => {
    let id = indexIds.get(l);
    if (id === undefined) indexIds.set(l, (id = nextIndexId++));
    return id;
  });
  const key = `${ids.join(",")}\u0000${member ? 1 : 0}\u0000${system}`;
  const hit = found.get(key);
  if (hit !== undefined) return hit;
  const sys = squash(system);
  const hits = lists.flat().filter((t) => {
    const q = squashedOf(t);
    return sys.includes(q.description) && (!member || q.shared.every((s) => sys.includes(s)));
  });
  hits.sort((a, b) => b.description.length - a.description.length);
  const task = hits[0] ?? null;
  if (found.size >= FOUND_MAX) found.clear();
  found.set(key, task);
  return task;
}

/** The option the shared facts favour: `shared_favoured`, else the most-mentioned wrong option in the shared facts. */
function trapOf(t: HiddenProfileTask): string {
  if (t.shared_favoured) return t.shared_favoured;
  const wrong = t.possible_answers.filter((o) => o !== t.correct_answer);
  const count = (o: string) => t.shared_information.filter((s) => s.toLowerCase().includes(o.toLowerCase())).length;
  return [...wrong].sort((a, b) => count(b) - count(a))[0];
}

function pickWrong(t: HiddenProfileTask, prof: HpSimProfile, rng: Rng): string {
  const wrong = t.possible_answers.filter((o) => o !== t.correct_answer);
  const trap = trapOf(t);
  if (rng.next() < prof.wrong_trap) return trap;
  const rest = wrong.filter((o) => o !== trap);
  const pool = rest.length ? rest : wrong;
  return pool[rng.int(pool.length)];
}

function believe(t: HiddenProfileTask, p: number, prof: HpSimProfile, rng: Rng): string {
  return rng.next() < p ? t.correct_answer : pickWrong(t, prof, rng);
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

const DISSENT_LINE = "I disagree with where the group is heading.";
const FACT_LINE = /^Fact \d+: (.*)$/gm;
const PERSON_LINE = /^(Person \d+|Secretary): (.*)$/gm;

function isDraft(request: ChatRequest): boolean {
  const text = request.messages.map((m) => m.content).join("\n");
  return /hidden_information/.test(text) && /possible_answers/.test(text) && /correct_answer/.test(text) && !/^Fact \d+: /m.test(text);
}

function answerDraft(call: SimCall, params: HpSimParams): SimReply {
  const text = call.request.messages.map((m) => m.content).join("\n");
  const id = /\bwith id "([^"]+)"/.exec(text)?.[1];
  const agents = Number(/for a group of (\d+) members/.exec(text)?.[1] ?? 4);
  if (!id) return { content: `${HP_SIM_REFUSAL.split(":")[0]}: the draft request names no task id (write 'with id "ID"').` };
  const { task } = simCandidate(id, agents, params.candidates);
  const { domain: _d, ...pub } = task;
  return { content: JSON.stringify(pub) };
}

function answerSecretary(call: SimCall, task: HiddenProfileTask): SimReply {
  const shown = call.request.messages.filter((m) => m.role === "user").map((m) => m.content).join("\n");
  const disclosed = hiddenFactsOf(task).filter((f) => shown.includes(f));
  const lines = disclosed.length ? disclosed.map((f) => `- ${f}`) : ["- (no new facts yet)"];
  return { content: `Facts stated so far:\n${lines.join("\n")}` };
}

function answer(call: SimCall): SimReply {
  const params = hpSimParams(call.scenariosDir);
  const prof = params.profiles[call.profile];
  const rng = call.rng;
  const msgs = call.request.messages;
  if (isDraft(call.request)) return answerDraft(call, params);
  if (isExtraction(call.request)) {
    const text = msgs.map((m) => m.content).join("\n");
    const options = extractionOptions(call, text);
    return options === null ? { content: HP_SIM_REFUSAL } : answerExtraction(call, options);
  }
  const sys = msgs[0]?.role === "system" ? msgs[0].content : "";
  const reading = systemReading(sys);
  const member = reading.factLines.length > 0;
  const task = findTask(call, sys, member);
  if (task === null) return { content: HP_SIM_REFUSAL };
  if (!member) return answerSecretary(call, task);

  const shipped = loadHpPromptSet();
  const last = msgs[msgs.length - 1]?.content ?? "";
  const users = msgs.slice(1).filter((m) => m.role === "user").map((m) => m.content);
  const shownText = users.join("\n");
  const mine: ChatMessage[] = msgs.filter((m) => m.role === "assistant");
  const hidden = hiddenFactsOf(task);
  const { own, settled } = ownFactsOf(reading, task, hidden); // settled: the task's meaning table when it has one (fact-table.ts), else the word table
  const disclosed = hidden.filter((f) => !own.includes(f) && shownText.includes(f));
  const isVote = /"vote"/.test(last);
  const stage = isVote ? (mine.length === 0 ? (own.length === hidden.length ? "full" : "pre") : "post") : "discuss";
  const round = mine.length + 1;
  const strategy: HpStrategy = HP_STRATEGIES.find((s) => s !== "default" && shipped.strategies[s] !== "" && sys.includes(shipped.strategies[s])) ?? "default";
  const adversarial = sys.includes(shipped.templates.adversarial);
  const revealAll = last.includes(shipped.templates.reveal_all);

  // the others' latest stated choices, from the messages shown last (own message excluded)
  const ownLast = mine.length ? squash(mine[mine.length - 1].content) : null;
  const latest = new Map<string, string>();
  const dissenters = new Set<string>();
  for (const u of users) {
    for (const m of u.matchAll(PERSON_LINE)) {
      if (m[1] !== "Secretary" && m[2].includes(DISSENT_LINE)) dissenters.add(m[1]);
    }
  }
  for (const m of last.matchAll(PERSON_LINE)) {
    if (m[1] === "Secretary" || squash(m[2]) === ownLast) continue;
    const c = parseHpChoice(m[2], task.possible_answers);
    if (c !== null) latest.set(m[1], c);
  }
  const maj = majority([...latest.values()]);
  const lean = plurality([...latest.values()]);
  const others = hidden.length - own.length;
  // own information alone settles the task (the per-fact check's target): the agent reaches the answer
  // with its full-information accuracy before (and, anchored, despite) the discussion; during the
  // discussion the fitted curve over the share of the others' facts seen applies unchanged
  const unsolvable = simCandidate(task.id, hidden.length, params.candidates);
  const pFull = unsolvable.kind === "unsolvable" && unsolvable.task.description === task.description ? params.candidates.unsolvable_full : prof.p_full;
  const rates = hpSimRates(params, prof, {
    x: others > 0 ? disclosed.length / others : 1,
    elapsed: stage === "post" ? mine.length : stage === "discuss" ? round : 0,
    dissenters: dissenters.size,
    secretary: /^Secretary: /m.test(shownText),
    strategy, adversarial,
  });
  const pPre = settled ? Math.max(rates.pPre, pFull) : rates.pPre;
  const pNow = settled ? Math.max(rates.pCorrect, pFull) : rates.pCorrect; // a settling own fact stays known
  const choose = (): string => {
    if (rng.next() < rates.anchor) return believe(task, pPre, prof, rng);
    let c = believe(task, pNow, prof, rng);
    if (lean !== null && rng.next() < rates.dissent) {
      const alt = task.possible_answers.filter((o) => o !== lean);
      c = alt[rng.int(alt.length)];
    } else if (maj !== null && maj !== c && rng.next() < rates.conformity) c = maj;
    return c;
  };
  if (isVote) {
    const vote = stage === "full" ? believe(task, pFull, prof, rng) : stage === "pre" ? believe(task, pPre, prof, rng) : choose();
    if (rng.next() < prof.format_error) return { content: `I would pick ${vote}, or maybe not; I cannot decide.` };
    return { content: JSON.stringify({ vote, rationale: `Weighing the facts I have, ${vote} looks best.` }) };
  }
  const toSay = revealAll && round === 1 ? own : own.filter((f) => !shownText.includes(f) && !mine.some((m) => m.content.includes(f)) && rng.next() < rates.disclose);
  const choice = choose();
  const before = mine.length ? parseHpChoice(mine[mine.length - 1].content, task.possible_answers) : null;
  return { content: simMessage(rng, { choice, before, lean, dissent: adversarial && lean !== null, facts: toSay, options: task.possible_answers }) };
}

/** Fact lead-ins and stance sentences as models word them (one drawn per message; a few state no stance). */
const FACT_LEADS = ["Something I know: ", "One thing I have: ", "Worth knowing: ", "From my notes: ", ""];
const STANCES: ((c: string, o: string | null) => string)[] = [
  (c) => `My current choice is ${c}.`,
  (c) => `I now back ${c}.`,
  (c) => `${c} it is for me.`,
  (c) => `I'd go with ${c}.`,
  (c) => `${c} still looks best to me.`,
  (c) => `I'm leaning towards ${c}.`,
  (c, o) => (o === null ? `Let's go with ${c}.` : `Let's go with ${c} rather than ${o}.`),
];
const NO_STANCE = ["Let's hear what everyone else knows before we settle.", "Good points so far; I want to weigh them a bit more.", "Does anyone know more about the other options?"];

/** One simulated discussion message (see {@link STANCES}); about one in eight states no stance. */
function simMessage(rng: Rng, m: { choice: string; before: string | null; lean: string | null; dissent: boolean; facts: readonly string[]; options: readonly string[] }): string {
  const parts: string[] = [];
  if (m.dissent) parts.push(DISSENT_LINE);
  for (const f of m.facts) parts.push(`${FACT_LEADS[rng.int(FACT_LEADS.length)]}${f}`);
  if (rng.next() < 0.125) parts.push(NO_STANCE[rng.int(NO_STANCE.length)]);
  else if (m.before !== null && m.before !== m.choice && rng.next() < 0.5) parts.push(`I'm switching to ${m.choice}.`);
  else {
    const other = m.options.filter((o) => o !== m.choice);
    const rejected = m.lean !== null && m.lean !== m.choice ? m.lean : rng.next() < 0.3 ? other[rng.int(other.length)] : null;
    parts.push(STANCES[rng.int(STANCES.length)](m.choice, rejected));
  }
  return parts.join(" ");
}

/** Answer a stance-extraction request (extract.ts) with the rule-based reader and verbatim fact matches: the simulator knows its own phrasings. */
function answerExtraction(call: SimCall, options: readonly string[]): SimReply {
  const user = call.request.messages.filter((m) => m.role === "user").map((m) => m.content).join("\n");
  const facts = [...user.matchAll(FACT_LINE)].map((m) => squash(m[1]));
  const supports: Record<string, string> = {};
  const stated: Record<string, number[]> = {};
  for (const m of user.matchAll(PERSON_LINE)) {
    if (m[1] === "Secretary") continue;
    supports[m[1]] = parseHpChoice(m[2], options) ?? "none";
    const said = squash(m[2]);
    stated[m[1]] = facts.flatMap((f, k) => (said.includes(f) ? [k + 1] : []));
  }
  return { content: JSON.stringify({ supports, facts: stated }) };
}

/** The options an extraction request lists (`...one of these options: A, B, C.`), matched against the known tasks. */
function extractionOptions(call: SimCall, text: string): string[] | null {
  const all = [join(call.scenariosDir, "hidden_profile"), ...(call.banks ?? [])].flatMap(tasksAt);
  const hit = all.find((t) => text.includes(`: ${t.possible_answers.join(", ")}.`));
  return hit ? hit.possible_answers : null;
}

function isExtraction(request: ChatRequest): boolean {
  const sys = request.messages[0];
  return sys !== undefined && sys.role === "system" && sys.content === loadHpPromptSet().templates.extract_system;
}

/** The hidden-profile simulator responder (see the file comment for the behaviour model). */
export const hiddenProfileResponder: SimResponder = {
  protocol: "hidden_profile",
  profiles: [...GENERIC_PROFILES, "gpt-4.1-sim", "gemini-2.5-pro-sim", "gemini-2.5-flash-sim", "gemini-2.5-flash-lite-sim", "gpt-5-nano-sim", "gpt-5-minimal-sim"],
  matches(request) {
    const sys = request.messages[0];
    if (sys === undefined) return false;
    if (sys.role === "system" && /^Fact \d+: /m.test(sys.content)) return true;
    if (isExtraction(request)) return true;
    if (sys.role === "system" && /\b(notes|secretary|note-taker)\b/i.test(sys.content) && request.messages.some((m) => m.role === "user" && /^Person \d+: /m.test(m.content))) return true;
    return isDraft(request);
  },
  respond: answer,
};
