/**
 * One hidden-profile session (a job), run the way HiddenBench's public
 * `sim.py` runs one: N members, each with its OWN chat history (system
 * prompt = description + its facts: the shared ones plus its dealt hidden
 * entry, shuffled). Each first votes privately (`pre`, JSON; the vote is not
 * kept in the history); round 1 goes in order, every member shown its own
 * initial vote and rationale and the messages spoken so far (the first
 * speaker gets the first-speaker prompt); in every later round a member is
 * shown each other member's latest message. A member's messages stay in its
 * history as assistant turns; a member is told its own name (`{{self}}` in
 * our system template). After the last round (never announced) each votes
 * again (`post`) on its history plus the last round's messages: the OTHER
 * members' (`vote-view others`, the default with our templates; its own last
 * message is already its turn in its history) or the whole round, its own
 * message included, under the others' heading (`whole_round`: sim.py, the
 * default with HiddenBench's `%placeholder%` templates). After each round an
 * extraction call (`r<t>:x`, `--extract model`, the default; see extract.ts)
 * reads which option each message supports; `--extract rules` uses the
 * rule-based reader only. The
 * `full` control: a fresh member holding every fact votes without
 * discussion. Secretary intervention: a note-taker summarises each round and
 * its note is shown with the next round's messages (and before the vote);
 * reveal-all: every round-1 prompt carries the reveal instruction.
 *
 * Calls are keyed `a<i>:pre`, `a<i>:full`, `r<t>:a<i>`, `r<t>:sec`,
 * `r<t>:x`, `a<i>:post`, so a resumed job replays the journal. The transcript goes to
 * `transcripts/<job>.json` and every record links it (`transcript`).
 *
 * @example
 * // via runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, protocolOptions: { rounds: 5 } })
 */
import type { HiddenProfileRecord } from "../../../paradigms/hidden_profile/kind.js";
import type { HpPhase } from "../../../schema/vocab.js";
import { createRng, shuffle } from "../../../stats/rng.js";
import { replyEnvelope } from "../../../runner/envelope.js";
import { CallFailedError, type ChatMessage, type ChatReply, type Job, type JobContext, type JobResult, type TrialError } from "../../../runner/types.js";
import { assignHiddenFacts } from "./assign-facts.js";
import type { HpRunConfig } from "./options.js";
import { hpExtractionRequest, parseHpExtraction } from "./extract.js";
import { parseHpChoice, parseHpVote } from "./parse.js";
import { loadHpPromptSet } from "./prompt-set.js";
import {
  hpExtra, hpFirstVotePrompt, hpSecretaryPrompt, hpSecretarySystemPrompt, hpSpeaker, hpSystemPrompt, hpTurnPrompt, hpVotePrompt, hpVoteView,
} from "./prompts.js";
import type { HiddenProfileTask } from "./bank.js";
import { hiddenFactsOf } from "./bank.js";

/** A transcript message as the driver keeps it (`choice_source`: who read the stance). */
interface Msg {
  agent: number;
  role: "member" | "secretary";
  content: string;
  choice: string | null;
  choice_source?: "model" | "rules" | null;
  /** Hidden facts (indices into the transcript's flattened `hidden_facts`) the extraction read in the message. */
  facts?: number[];
}

/** The trial id of an agent's vote in a phase. */
export function hpTrialId(jobId: string, agent: number, phase: HpPhase): string {
  return `${jobId}:a${agent}:${phase}`;
}

/** Run one session job (see module doc). `job.options` holds `session`, `n` and the {@link HpRunConfig}. */
export async function runHpSession(job: Job<HiddenProfileTask>, ctx: JobContext): Promise<JobResult> {
  const cfg = job.options?.config as HpRunConfig;
  // option-order control (--shuffle-options): possible_answers shuffled per session on a separate stream
  const task = cfg.shuffleOptions ? { ...job.item, possible_answers: shuffle([...job.item.possible_answers], createRng(`${ctx.seed}:options`)) } : job.item;
  const set = loadHpPromptSet(cfg.prompts ?? undefined);
  const session = Number(job.options?.session ?? 0);
  const n = Number(job.options?.n);
  const rng = createRng(ctx.seed);
  const { facts: hidden, adversarial } = assignHiddenFacts(task, n, cfg.adversarial, rng, cfg.deal === "fixed");
  const all = [...task.shared_information, ...hiddenFactsOf(task)];
  const agents = Array.from({ length: n }, (_, a) => a);
  const extra = agents.map((a) => hpExtra(set, cfg.strategy, adversarial[a]));
  const sysOwn: ChatMessage[] = agents.map((a) => ({ role: "system", content: hpSystemPrompt(set, task, shuffle([...task.shared_information, ...hidden[a]], rng), extra[a], hpSpeaker(a)) }));
  const sysFull: ChatMessage[] = agents.map((a) => ({ role: "system", content: hpSystemPrompt(set, task, shuffle(all, rng), extra[a], hpSpeaker(a)) }));
  const firstVote = hpFirstVotePrompt(set, task);
  const records: HiddenProfileRecord[] = [];
  const errors: TrialError[] = [];
  const nAdv = adversarial.filter(Boolean).length;
  const phases = cfg.phases;
  const discuss = phases.includes("post");
  let transcriptPath: string | null = null;

  const record = (a: number, phase: HpPhase, reply: ChatReply): HiddenProfileRecord => {
    const p = parseHpVote(reply.content, task.possible_answers);
    const r: HiddenProfileRecord = {
      ...replyEnvelope(ctx, "hidden_profile", hpTrialId(job.id, a, phase), reply),
      parse_error: p.error,
      task_id: task.id, session, agent: a, n_agents: n, phase, vote: p.vote, correct_answer: task.correct_answer,
      variant: cfg.variant, rounds: cfg.rounds, strategy: cfg.strategy, n_adversarial: nAdv, intervention: cfg.intervention,
      adversarial: adversarial[a], rationale: p.rationale, options: task.possible_answers, prompt_version: set.version,
      hidden_entry: hidden[a],
    };
    if (task.domain !== undefined) r.domain = task.domain;
    return r;
  };
  const fail = (trial: string, e: unknown): void => {
    if (!(e instanceof CallFailedError)) throw e;
    errors.push({ trial_id: trial, error: e.message, status: e.status });
  };
  const preReplies: (ChatReply | null)[] = agents.map(() => null);
  const vote = async (a: number, phase: "pre" | "full") => {
    try {
      const reply = await ctx.chat(`a${a}:${phase}`, { json: true, messages: [phase === "pre" ? sysOwn[a] : sysFull[a], { role: "user", content: firstVote }] });
      if (phase === "pre") preReplies[a] = reply;
      if (phases.includes(phase)) records.push(record(a, phase, reply));
    } catch (e) {
      // without its initial vote a member cannot enter the discussion: the whole job fails and is retried on re-run
      if (phase === "pre" && discuss) throw e;
      fail(hpTrialId(job.id, a, phase), e);
    }
  };
  await Promise.all(agents.flatMap((a) => [
    ...(phases.includes("pre") || discuss ? [vote(a, "pre")] : []),
    ...(phases.includes("full") ? [vote(a, "full")] : []),
  ]));

  if (discuss) {
    // A failed call in the discussion fails the whole job (the runner records its trials as errors and the
    // next run replays the journal), so that every record of a session links the same complete transcript.
    const history: ChatMessage[][] = agents.map((a) => [sysOwn[a]]);
    const latest: (string | null)[] = agents.map(() => null);
    const secHistory: ChatMessage[] = [{ role: "system", content: hpSecretarySystemPrompt(set, task) }];
    let note: string | null = null;
    const rounds: { round: number; messages: Msg[] }[] = [];
    for (let t = 1; t <= cfg.rounds; t++) {
      const round: Msg[] = [];
      const spoken: string[] = [];
      for (const a of agents) {
        let shown: string[];
        if (t === 1) shown = [...spoken];
        else {
          shown = [];
          for (let i = 1; i < n; i++) {
            const b = (a + i) % n;
            if (latest[b] !== null) shown.push(`${hpSpeaker(b)}: ${latest[b]}`);
          }
        }
        if (note !== null) shown.push(`Secretary: ${note}`);
        const pre = t === 1 ? parseHpVote((preReplies[a] as ChatReply).content, task.possible_answers) : null;
        const prompt = hpTurnPrompt(set, {
          initial: pre ? { vote: pre.vote ?? "none", rationale: pre.rationale ?? "none" } : null,
          messages: shown, extra: extra[a], reveal: t === 1 && cfg.intervention === "reveal_all",
        });
        const user: ChatMessage = { role: "user", content: prompt };
        const reply = await ctx.chat(`r${t}:a${a}`, { messages: [...history[a], user] });
        history[a].push(user, { role: "assistant", content: reply.content });
        latest[a] = reply.content;
        spoken.push(`${hpSpeaker(a)}: ${reply.content}`);
        const rule = cfg.extract === "none" ? null : parseHpChoice(reply.content, task.possible_answers);
        round.push({ agent: a, role: "member", content: reply.content, choice: rule, choice_source: rule === null ? null : "rules" });
      }
      if (cfg.extract === "model") {
        const facts = hidden.flat();
        const xr = await ctx.chat(`r${t}:x`, { json: true, ...(cfg.extractModel ? { model: cfg.extractModel } : {}), messages: hpExtractionRequest(set, task.possible_answers, spoken, facts) });
        const read = parseHpExtraction(xr.content, agents.map(hpSpeaker), task.possible_answers, facts.length);
        // the model's reading wins ("none" included); a message it left unread keeps the rule reader's explicit stance
        round.forEach((m, i) => {
          const c = read.choices[i];
          if (c !== undefined) {
            m.choice = c;
            m.choice_source = "model";
          }
          const f = read.facts[i];
          if (f !== undefined) m.facts = f;
        });
      }
      if (cfg.intervention === "secretary") {
        const user: ChatMessage = { role: "user", content: hpSecretaryPrompt(set, spoken) };
        const reply = await ctx.chat(`r${t}:sec`, { messages: [...secHistory, user] });
        secHistory.push(user, { role: "assistant", content: reply.content });
        note = reply.content;
        round.push({ agent: n, role: "secretary", content: reply.content, choice: null });
      }
      rounds.push({ round: t, messages: round });
    }
    const last = rounds.length ? rounds[rounds.length - 1].messages : [];
    const view = hpVoteView(set, cfg.voteView);
    const discussion = (a: number): string => last
      .filter((m) => view === "whole_round" || m.role === "secretary" || m.agent !== a)
      .map((m) => `${m.role === "secretary" ? "Secretary" : hpSpeaker(m.agent)}: ${m.content}`).join("\n");
    const post = await Promise.all(agents.map((a) =>
      ctx.chat(`a${a}:post`, { json: true, messages: [...history[a], { role: "user", content: hpVotePrompt(set, task, discussion(a)) }] })));
    transcriptPath = writeTranscript(ctx, job, task, session, cfg.variant, hidden, preReplies, rounds, post);
    for (const a of agents) records.push(record(a, "post", post[a]));
  }
  if (transcriptPath !== null) for (const r of records) r.transcript = transcriptPath;
  const order = new Map(job.trialIds.map((t, i) => [t, i]));
  records.sort((x, y) => (order.get(x.trial_id) ?? 0) - (order.get(y.trial_id) ?? 0));
  return { records, errors };
}

function writeTranscript(
  ctx: JobContext, job: Job<HiddenProfileTask>, task: HiddenProfileTask, session: number, variant: string,
  hidden: string[][], pre: (ChatReply | null)[], rounds: { round: number; messages: Msg[] }[], post: ChatReply[],
): string {
  const doc = {
    version: 1, job: job.id, task_id: task.id, session, variant, options: task.possible_answers, correct_answer: task.correct_answer,
    hidden_facts: hidden.map((facts, agent) => ({ agent, facts })),
    pre_votes: pre.map((r) => (r ? parseHpVote(r.content, task.possible_answers).vote : null)),
    rounds, post_votes: post.map((r) => parseHpVote(r.content, task.possible_answers).vote),
  };
  return ctx.writeArtifact(`transcripts/${job.id.replace(/[^A-Za-z0-9_.+-]/g, "_")}.json`, JSON.stringify(doc, null, 1) + "\n");
}
