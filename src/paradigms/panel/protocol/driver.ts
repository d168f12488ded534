/**
 * The panel job (paper 002 §2 and Appendix D): one item for one reviewer, each
 * step a call continuing its parent conversation (round 2 continues round 1;
 * round 3 continues its round 2). Requests carry the protocol's sampling
 * defaults ({@link PANEL_SAMPLING}); the runner lays the run's overrides and
 * provider adaptation over them. Option-letter probabilities come from the
 * reply's logprobs when present and well formed (`p_flag` = P((A)),
 * `p_chosen` = P(chosen letter)), null otherwise, with the reason in
 * `p_flag_null_reason` (present only then). Every record carries the
 * template set's `prompt_version`. Repairs are asked after every such round 2
 * so that the plan's trial ids are fixed; the metrics keep only those whose
 * round 2 shifted (metrics.md §5).
 *
 * @example
 * const { records } = await panelRunJob(job, ctx);
 * records[0].condition; // => "solo"
 */
import type { TrialRecord } from "../../../schema/records.js";
import type { PanelRecord } from "../../../paradigms/panel/kind.js";
import { createRng, deriveSeed } from "../../../stats/rng.js";
import { replyEnvelope } from "../../../runner/envelope.js";
import type { ChatMessage, ChatReply, Job, JobContext, JobResult } from "../../../runner/types.js";
import type { PanelItem } from "./bank.js";
import { panelOptionProbsNoted } from "./p-flag-reason.js";
import { PANEL_SAMPLING } from "./options.js";
import { parsePanelReply } from "./parse.js";
import { panelSteps, type PanelStep } from "./plan.js";
import {
  panelPeerLines, panelPromptSet, panelReworded, panelRound1Prompt, panelRound2Prompt, panelRound3Prompt,
  type PanelRepairCondition, type PanelTemplates,
} from "./prompts.js";

function secondRoundMessage(t: PanelTemplates, s: PanelStep, item: PanelItem, seed: number): string {
  const rng = createRng(deriveSeed(seed, `peers:${s.key}`));
  const wrong = item.gold === "benign" ? "A" : "B", right = item.gold === "benign" ? "B" : "A";
  if (s.wording) return panelRound2Prompt(t, panelReworded(t, s.wording, wrong));
  if (s.k !== undefined) return panelRound2Prompt(t, panelPeerLines(t, wrong, s.k, rng).join("\n"));
  switch (s.condition) {
    case "silent_peers": return panelRound2Prompt(t, panelPeerLines(t, null, 0, rng).join("\n"));
    case "wrong_peers": return panelRound2Prompt(t, panelPeerLines(t, wrong, 6, rng).join("\n"));
    case "right_peers": return panelRound2Prompt(t, panelPeerLines(t, right, 6, rng).join("\n"));
    default: return panelRound2Prompt(t, t.authority);
  }
}

/**
 * The record fields derived from a reply (also used by `reparse`, with the stored logprobs absent).
 * @example
 * panelDerived('{"judgment":"(B)","confidence":9,"severity":1}', null).verdict; // => "safe"
 */
export function panelDerived(raw: string | null, logprobs: unknown) {
  const p = parsePanelReply(raw);
  // why p_flag is null, as a field present only then (p-flag-reason.ts)
  const { p_flag_null_reason, ...probs } = panelOptionProbsNoted(logprobs, p.letter);
  return { verdict: p.verdict, severity: p.severity, confidence: p.confidence, ...probs, ...(p_flag_null_reason !== null ? { p_flag_null_reason } : {}), parse_error: p.parse_error };
}

/**
 * Run one job (see the module doc).
 * @example
 * (await panelRunJob(job, ctx)).records.length === job.trialIds.length; // => true
 */
export async function panelRunJob(job: Job<PanelItem>, ctx: JobContext): Promise<JobResult> {
  const item = job.item;
  const o = job.options ?? {};
  const set = panelPromptSet(typeof o.prompts === "string" && o.prompts ? o.prompts : undefined);
  const t = set.templates;
  const convo = new Map<string, ChatMessage[]>();
  const records: TrialRecord[] = [];
  for (const s of panelSteps(item, o)) {
    let messages: ChatMessage[];
    if (s.round === 1) messages = [{ role: "system", content: t.system }, { role: "user", content: panelRound1Prompt(t, item.content) }];
    else if (s.round === 2) messages = [...convo.get("r1")!, { role: "user", content: secondRoundMessage(t, s, item, ctx.seed) }];
    else messages = [...convo.get(s.parentKey!)!, { role: "user", content: panelRound3Prompt(t, s.condition as PanelRepairCondition) }];
    const reply: ChatReply = await ctx.chat(s.key, { messages, ...stripNulls(PANEL_SAMPLING) });
    const content = typeof reply.content === "string" ? reply.content : "";
    convo.set(s.key, [...messages, { role: "assistant", content }]);
    const rec: PanelRecord = {
      ...replyEnvelope(ctx, "panel", s.trial, reply),
      item_id: item.item_id, dataset: item.dataset, gold: item.gold, round: s.round, condition: s.condition,
      ...panelDerived(typeof reply.content === "string" ? reply.content : null, reply.logprobs),
      prompt_version: set.version,
      ...(s.after ? { after: s.after } : {}), ...(s.k !== undefined ? { k_asserting: s.k } : {}), ...(s.wording ? { wording: s.wording } : {}),
    };
    if (rec.parse_error === null) delete rec.parse_error;
    records.push(rec);
  }
  return { records, errors: [] };
}

function stripNulls<T extends object>(o: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]: Exclude<T[K], null> };
}
