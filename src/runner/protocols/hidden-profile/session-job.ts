/**
 * One hidden-profile session (a job): N agents with independent contexts,
 * each holding the shared facts plus its dealt hidden facts (seeded shuffle);
 * a structured pre-discussion vote; T discussion rounds in which the agents
 * speak in turn, each seeing the transcript so far (plus a secretary's
 * summary after each round under `secretary`; every member told to state all
 * its facts in round 1 under `reveal_all`); structured final votes; and the
 * full-profile control (every agent gets all facts and votes before any
 * discussion). Call keys: `a<i>:pre`, `a<i>:full`, `r<t>:a<i>`, `r<t>:sec`,
 * `a<i>:post`, so a resumed job replays the journal and continues
 * mid-discussion. The transcript goes to `transcripts/<job>.json` and every
 * record links it (`transcript`).
 *
 * @example
 * // via runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, protocolOptions: { rounds: 5 } })
 */
import type { HiddenProfileRecord } from "../../../schema/records.js";
import type { HpPhase } from "../../../schema/vocab.js";
import { createRng, shuffle } from "../../../stats/rng.js";
import { replyEnvelope } from "../../envelope.js";
import { CallFailedError, type ChatReply, type Job, type JobContext, type JobResult, type TrialError } from "../../types.js";
import { assignHiddenFacts } from "./assign-facts.js";
import { parseHpChoice, parseHpVote } from "./parse-reply.js";
import {
  hpDiscussPrompt, hpPostPrompt, hpSecretaryPrompt, hpSecretarySystemPrompt, hpSystemPrompt, hpTranscriptBlock, hpVotePrompt,
} from "./prompts.js";
import type { HpRunConfig } from "./run-config.js";
import type { HiddenProfileTask } from "./task-schema.js";
import { hiddenFactsOf } from "./task-schema.js";

/** A transcript message as the driver keeps it. */
interface Msg {
  agent: number;
  role: "member" | "secretary";
  content: string;
  choice: string | null;
}

/** The trial id of an agent's vote in a phase. */
export function hpTrialId(jobId: string, agent: number, phase: HpPhase): string {
  return `${jobId}:a${agent}:${phase}`;
}

const VOTE = { temperature: 0.7, max_tokens: 300, json: true };
const TALK = { temperature: 0.7, max_tokens: 400 };

/** Run one session job (see module doc). `job.options` holds `session`, `n` and the {@link HpRunConfig}. */
export async function runHpSession(job: Job<HiddenProfileTask>, ctx: JobContext): Promise<JobResult> {
  const task = job.item;
  const cfg = job.options?.config as HpRunConfig;
  const session = Number(job.options?.session ?? 0);
  const n = Number(job.options?.n);
  const rng = createRng(ctx.seed);
  const { facts: hidden, adversarial } = assignHiddenFacts(task, n, cfg.adversarial, rng);
  const own = hidden.map((h) => shuffle([...task.shared_information, ...h], rng));
  const all = [...task.shared_information, ...hiddenFactsOf(task)];
  const full = Array.from({ length: n }, () => shuffle(all, rng));
  const agents = Array.from({ length: n }, (_, a) => a);
  const sys = (a: number) => ({ role: "system" as const, content: hpSystemPrompt(task, a, n, cfg.strategy, adversarial[a]) });
  const records: HiddenProfileRecord[] = [];
  const errors: TrialError[] = [];
  const nAdv = adversarial.filter(Boolean).length;
  let transcriptPath: string | null = null;

  const record = (a: number, phase: HpPhase, reply: ChatReply): HiddenProfileRecord => {
    const p = parseHpVote(reply.content, task.possible_answers);
    const r: HiddenProfileRecord = {
      ...replyEnvelope(ctx, "hidden_profile", hpTrialId(job.id, a, phase), reply),
      parse_error: p.error,
      task_id: task.id, session, agent: a, n_agents: n, phase, vote: p.vote, correct_answer: task.correct_answer,
      variant: cfg.variant, rounds: cfg.rounds, strategy: cfg.strategy, n_adversarial: nAdv, intervention: cfg.intervention,
      adversarial: adversarial[a], rationale: p.rationale, options: task.possible_answers,
    };
    if (task.domain !== undefined) r.domain = task.domain;
    return r;
  };
  const fail = (trial: string, e: unknown): void => {
    if (!(e instanceof CallFailedError)) throw e;
    errors.push({ trial_id: trial, error: e.message, status: e.status });
  };
  const vote = async (a: number, phase: "pre" | "full", facts: string[]) => {
    try {
      const reply = await ctx.chat(`a${a}:${phase}`, { ...VOTE, messages: [sys(a), { role: "user", content: hpVotePrompt(task, facts, phase) }] });
      records.push(record(a, phase, reply));
    } catch (e) {
      fail(hpTrialId(job.id, a, phase), e);
    }
  };
  const phases = cfg.phases;
  await Promise.all(agents.flatMap((a) => [
    ...(phases.includes("pre") ? [vote(a, "pre", own[a])] : []),
    ...(phases.includes("full") ? [vote(a, "full", full[a])] : []),
  ]));

  if (phases.includes("post")) {
    const msgs: Msg[] = [];
    const rounds: { round: number; messages: Msg[] }[] = [];
    // A failed call in the discussion fails the whole job (the runner records its trials as errors and the
    // next run replays the journal), so that every record of a session links the same complete transcript.
    {
      for (let t = 1; t <= cfg.rounds; t++) {
        const round: Msg[] = [];
        for (const a of agents) {
          const prompt = hpDiscussPrompt(task, own[a], hpTranscriptBlock(msgs), t, cfg.rounds, cfg.intervention === "reveal_all");
          const reply = await ctx.chat(`r${t}:a${a}`, { ...TALK, messages: [sys(a), { role: "user", content: prompt }] });
          const m: Msg = { agent: a, role: "member", content: reply.content, choice: parseHpChoice(reply.content, task.possible_answers) };
          msgs.push(m);
          round.push(m);
        }
        if (cfg.intervention === "secretary") {
          const reply = await ctx.chat(`r${t}:sec`, {
            ...TALK,
            messages: [{ role: "system", content: hpSecretarySystemPrompt(task, n) }, { role: "user", content: hpSecretaryPrompt(task, hpTranscriptBlock(msgs), t, cfg.rounds) }],
          });
          const m: Msg = { agent: n, role: "secretary", content: reply.content, choice: null };
          msgs.push(m);
          round.push(m);
        }
        rounds.push({ round: t, messages: round });
      }
      const post = await Promise.all(agents.map((a) =>
        ctx.chat(`a${a}:post`, { ...VOTE, messages: [sys(a), { role: "user", content: hpPostPrompt(task, own[a], hpTranscriptBlock(msgs)) }] })));
      transcriptPath = writeTranscript(ctx, job, task, session, cfg.variant, hidden, records, rounds, post);
      for (const a of agents) records.push(record(a, "post", post[a]));
    }
  }
  if (transcriptPath !== null) for (const r of records) r.transcript = transcriptPath;
  const order = new Map(job.trialIds.map((t, i) => [t, i]));
  records.sort((x, y) => (order.get(x.trial_id) ?? 0) - (order.get(y.trial_id) ?? 0));
  return { records, errors };
}

function writeTranscript(
  ctx: JobContext, job: Job<HiddenProfileTask>, task: HiddenProfileTask, session: number, variant: string,
  hidden: string[][], records: HiddenProfileRecord[], rounds: { round: number; messages: Msg[] }[], post: ChatReply[],
): string {
  const pre = hidden.map((_, a) => records.find((r) => r.phase === "pre" && r.agent === a)?.vote ?? null);
  const doc = {
    version: 1, job: job.id, task_id: task.id, session, variant, options: task.possible_answers, correct_answer: task.correct_answer,
    hidden_facts: hidden.map((facts, agent) => ({ agent, facts })),
    pre_votes: pre, rounds, post_votes: post.map((r) => parseHpVote(r.content, task.possible_answers).vote),
  };
  return ctx.writeArtifact(`transcripts/${job.id.replace(/[^A-Za-z0-9_.+-]/g, "_")}.json`, JSON.stringify(doc, null, 1) + "\n");
}
