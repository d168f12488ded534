/**
 * `echo`: the runner's test protocol (never registered by default; tests and
 * benchmarks pass it to `runProtocol` or `registerProtocol("echo", ...)`).
 * It is a miniature hidden-profile session and writes `hidden_profile`
 * records (variant `"echo"`): each of `agents` agents votes alone (`pre`),
 * then again after seeing the others' votes (`post`, a second call that
 * continues the first call's transcript), and once more with the full
 * information (`full`). So a job has 3 × agents calls with real dependencies,
 * which is what resume and replay must get right.
 *
 * Bank: a JSON file holding either an array of `{task_id, options, correct}`
 * or `{"generate": N, "options": K}` (N tasks with K letter options).
 * Protocol options: `sessions` (default 1), `agents` (default 3).
 *
 * Its responder answers as the generic profiles of `scenarios/sim/profiles.json`
 * (the gold answer travels in the system prompt: this is a test fixture).
 *
 * @example
 * const summary = await runProtocol({ protocol: echoProtocol, model: "sim:typical", out: "/tmp/echo1",
 *   bank: generateEchoBank(10), simResponders: [echoResponder] });
 * summary.trials; // => 90  (10 tasks × 3 agents × 3 phases)
 */
import { readFileSync } from "node:fs";
import { DataError } from "../../errors.js";
import type { RecordFor } from "../../schema/records.js";

/** The record echo writes: a hidden_profile record (echo is a miniature hidden-profile session). */
type HiddenProfileRecord = RecordFor<"hidden_profile">;
import { hashString } from "../../stats/rng.js";
import { replyEnvelope } from "../envelope.js";
import { optionProbs } from "../option-probs.js";
import { GENERIC_PROFILES, loadSimProfiles } from "../simulator/profiles.js";
import { CallFailedError, type ChatMessage, type ChatReply, type Job, type JobContext, type JobResult, type Protocol, type SimCall, type SimReply, type SimResponder, type TrialError } from "../types.js";

export interface EchoItem {
  task_id: string;
  options: string[];
  correct: string;
}

/** Marker in the echo protocol's system prompt by which its responder recognises its calls. */
export const ECHO_TAG = "[groupthink-echo]";
/** The echo reply parser's version (the protocol's `parserVersion`, written to the run manifest). */
export const ECHO_PARSER_VERSION = "echo-1";
const PHASES = ["pre", "post", "full"] as const;
const LETTERS = "ABCDEFGHIJ";

/** `n` synthetic tasks with `k` letter options and a hashed gold letter. */
export function generateEchoBank(n: number, k = 4): EchoItem[] {
  const options = LETTERS.slice(0, k).split("");
  return Array.from({ length: n }, (_, i) => {
    const task_id = `t${String(i).padStart(5, "0")}`;
    return { task_id, options, correct: options[hashString(task_id) % k] };
  });
}

/** Parse `ANSWER: X` (X one of the options); the error says why not. */
export function parseEchoAnswer(text: string, options: readonly string[]): { vote: string | null; error: string | null } {
  const m = /ANSWER:\s*\(?([A-Z])\)?(?![A-Za-z])/.exec(text);
  if (!m) return { vote: null, error: "no 'ANSWER: <letter>' in reply" };
  if (!options.includes(m[1])) return { vote: null, error: `answer ${m[1]} is not one of ${options.join(",")}` };
  return { vote: m[1], error: null };
}

function intOption(options: Record<string, unknown>, name: string, dflt: number, min: number): number {
  const v = options[name] === undefined ? dflt : Number(options[name]);
  if (!Number.isInteger(v) || v < min) throw new RangeError(`echo.plan(options.${name}): expected an integer >= ${min}, received ${JSON.stringify(options[name])}`);
  return v;
}

function taskPrompt(item: EchoItem): string {
  return `Task ${item.task_id}. Options: ${item.options.join(", ")}. Which option is correct?`;
}

function system(item: EchoItem, agent: number, n: number): ChatMessage {
  return { role: "system", content: `${ECHO_TAG} key=${item.correct}\nYou are agent ${agent} of ${n}. Reply "ANSWER: <letter>".` };
}

async function runEchoJob(job: Job<EchoItem>, ctx: JobContext): Promise<JobResult> {
  const { item } = job;
  const session = Number(job.options?.session ?? 0);
  const n = Number(job.options?.agents ?? 3);
  const agents = Array.from({ length: n }, (_, a) => a);
  const records: HiddenProfileRecord[] = [];
  const errors: TrialError[] = [];
  const tid = (a: number, phase: string): string => `${job.id}:a${a}:${phase}`;
  const record = (a: number, phase: (typeof PHASES)[number], reply: ChatReply): HiddenProfileRecord => {
    const parsed = parseEchoAnswer(reply.content, item.options);
    const probs = optionProbs(reply.logprobs, item.options);
    return {
      ...replyEnvelope(ctx, "hidden_profile", tid(a, phase), reply),
      parse_error: parsed.error,
      task_id: item.task_id, session, agent: a, n_agents: n, phase, vote: parsed.vote, correct_answer: item.correct, variant: "echo",
      n_options: item.options.length,
      p_vote: parsed.vote && probs ? probs.probs[parsed.vote] : null,
    };
  };
  const base = (a: number): ChatMessage[] => [system(item, a, n), { role: "user", content: taskPrompt(item) }];
  const ask = { temperature: 0.7, max_tokens: 16, logprobs: true, top_logprobs: 5 };
  // pre and post depend on each other: a failure there fails the job (the runner records its trials as errors).
  const pre = await Promise.all(agents.map((a) => ctx.chat(`a${a}:pre`, { ...ask, messages: base(a) })));
  const preVotes = pre.map((r) => parseEchoAnswer(r.content, item.options).vote);
  const post = await Promise.all(
    agents.map((a) => {
      const peers = agents.filter((b) => b !== a).map((b) => preVotes[b] ?? "no answer");
      const messages: ChatMessage[] = [...base(a), { role: "assistant", content: pre[a].content }, { role: "user", content: `Peers answered: ${peers.join(", ")}. Give your final answer.` }];
      return ctx.chat(`a${a}:post`, { ...ask, messages });
    }),
  );
  for (const a of agents) records.push(record(a, "pre", pre[a]), record(a, "post", post[a]));
  // full is independent per agent: a failure is that trial's error only.
  await Promise.all(
    agents.map(async (a) => {
      try {
        const r = await ctx.chat(`a${a}:full`, { ...ask, messages: [system(item, a, n), { role: "user", content: `${taskPrompt(item)} Full information: every clue is shown.` }] });
        records.push(record(a, "full", r));
      } catch (e) {
        if (!(e instanceof CallFailedError)) throw e;
        errors.push({ trial_id: tid(a, "full"), error: e.message, status: e.status });
      }
    }),
  );
  const order = new Map(job.trialIds.map((t, i) => [t, i]));
  records.sort((x, y) => (order.get(x.trial_id as string) ?? 0) - (order.get(y.trial_id as string) ?? 0));
  return { records, errors };
}

/** The echo test protocol driver (see the file comment; writes `hidden_profile` records, variant `"echo"`). */
export const echoProtocol: Protocol<EchoItem> = {
  name: "hidden_profile",
  parserVersion: ECHO_PARSER_VERSION,
  defaultBank: "test/fixtures/runner/echo-bank.json",
  options: [
    { name: "sessions", type: "integer", min: 1, default: 1, help: "sessions per task" },
    { name: "agents", type: "integer", min: 1, default: 3, help: "agents per session" },
  ],
  sampling: { temperature: 0.7, max_tokens: 16, logprobs: true, top_logprobs: 5 },
  loadBank(path: string): EchoItem[] {
    let doc: unknown;
    try {
      doc = JSON.parse(readFileSync(path, "utf8"));
    } catch (e) {
      throw new DataError(path, 1, "-", `not a readable JSON file (${(e as Error).message})`);
    }
    if (Array.isArray(doc)) return doc as EchoItem[];
    const g = doc as { generate?: unknown; options?: unknown };
    if (typeof g.generate !== "number" || !Number.isInteger(g.generate) || g.generate < 0) throw new DataError(path, 1, "generate", "expected a non-negative integer");
    return generateEchoBank(g.generate, typeof g.options === "number" ? g.options : 4);
  },
  plan(bank, options) {
    const sessions = intOption(options, "sessions", 1, 1);
    const agents = intOption(options, "agents", 3, 2);
    const jobs: Job<EchoItem>[] = [];
    for (const item of bank) {
      for (let s = 0; s < sessions; s++) {
        const id = `${item.task_id}:s${s}`;
        const trialIds: string[] = [];
        for (let a = 0; a < agents; a++) for (const p of PHASES) trialIds.push(`${id}:a${a}:${p}`);
        trialIds.sort((x, y) => PHASES.indexOf(x.split(":").pop() as never) - PHASES.indexOf(y.split(":").pop() as never) || (x < y ? -1 : 1));
        jobs.push({ id, item, trialIds, options: { session: s, agents } });
      }
    }
    return jobs;
  },
  runJob: runEchoJob,
  reparse(record) {
    const r = record as HiddenProfileRecord;
    if (typeof r.raw !== "string") return record;
    const options = LETTERS.slice(0, Number(r.n_options ?? LETTERS.length)).split("");
    const parsed = parseEchoAnswer(r.raw, options);
    return { ...r, vote: parsed.vote, parse_error: parsed.error };
  },
};

/** Pick a letter: the gold one with probability `p`, otherwise one of the others uniformly. */
function pick(call: SimCall, options: string[], gold: string, p: number): string {
  if (call.rng.next() < p) return gold;
  const wrong = options.filter((o) => o !== gold);
  return wrong.length > 0 ? wrong[call.rng.int(wrong.length)] : gold;
}

/** The echo protocol's simulator responder, answering as the generic profiles. */
export const echoResponder: SimResponder = {
  protocol: "echo",
  profiles: GENERIC_PROFILES,
  matches(request) {
    const m = request.messages[0];
    return m !== undefined && m.role === "system" && m.content.startsWith(ECHO_TAG);
  },
  respond(call): SimReply {
    const prof = loadSimProfiles(call.scenariosDir)[call.profile];
    const msgs = call.request.messages;
    const gold = /key=([A-Z])/.exec(msgs[0].content)?.[1] ?? "A";
    const options = (/Options: ([A-Z](?:, [A-Z])*)\./.exec(msgs[1]?.content ?? "")?.[1] ?? "A, B").split(", ");
    const last = msgs[msgs.length - 1].content;
    let answer: string;
    const peers = /Peers answered: ([^.]*)\./.exec(last);
    if (peers) {
      const own = parseEchoAnswer(msgs[2]?.content ?? "", options).vote ?? pick(call, options, gold, prof.accuracy);
      const counts = new Map<string, number>();
      for (const v of peers[1].split(", ")) if (options.includes(v)) counts.set(v, (counts.get(v) ?? 0) + 1);
      const total = peers[1].split(", ").length;
      const top = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0];
      answer = top && top[0] !== own && 2 * top[1] > total && call.rng.next() < prof.conformity ? top[0] : own;
    } else {
      const full = last.includes("Full information");
      answer = pick(call, options, gold, full ? Math.min(1, prof.accuracy + 0.2) : prof.accuracy);
    }
    if (call.rng.next() < prof.format_error) return { content: "I cannot decide between the options." };
    const rest = (1 - prof.confidence) / Math.max(1, options.length - 1);
    const tops = options.map((o) => ({ token: ` ${o}`, logprob: Math.log(o === answer ? prof.confidence : rest) })).sort((x, y) => y.logprob - x.logprob);
    return {
      content: `ANSWER: ${answer}`,
      logprobs: [
        { token: "ANSWER", logprob: 0, top_logprobs: [{ token: "ANSWER", logprob: 0 }] },
        { token: ":", logprob: 0, top_logprobs: [{ token: ":", logprob: 0 }] },
        { token: ` ${answer}`, logprob: Math.log(prof.confidence), top_logprobs: tops },
      ],
    };
  },
};
