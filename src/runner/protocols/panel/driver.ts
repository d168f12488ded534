/**
 * The panel protocol driver (paper 002 §2 and Appendix D). A job is one item
 * for one reviewer: round 1 alone; then, each continuing the round-1
 * conversation, one round-2 message per condition (`silent_peers`,
 * `wrong_peers`, `right_peers`, `authority` on harmful items), the peer-count
 * sweep `k_asserting` 0–6 and the reworded messages (`paraphrase`, `tally`) on
 * benign items; then round-3 repair prompts continuing the `wrong_peers` and
 * `authority` conversations. Repairs are asked after every such round 2 so that
 * the plan's trial ids are fixed; the metrics keep only those whose round 2
 * shifted (metrics.md §5). Option-letter probabilities come from the runner's
 * `optionProbs` (requests ask for logprobs): `p_flag` = P((A)), `p_chosen` =
 * P(chosen letter), null when the endpoint gives none.
 *
 * Plan options: `model` (trial-id prefix — pass the reviewer's name so that logs
 * of several reviewers can be loaded together; trial ids must be unique across
 * the input), `conditions` (round-2 subset), `sweep`, `wordings`, `repair` (booleans, default true).
 *
 * @example
 * const jobs = panelProtocol.plan(items, { model: "typical" });
 * jobs[0].trialIds[0]; // => "typical|gt-conduct/conduct-01b:solo"
 */
import type { PanelRecord } from "../../../schema/records.js";
import { deriveSeed, createRng } from "../../../stats/rng.js";
import type { PanelCondition } from "../../../schema/vocab.js";
import { replyEnvelope } from "../../envelope.js";
import { optionProbs } from "../../option-probs.js";
import { withModelOption, type ChatMessage, type ChatReply, type Job, type JobContext, type JobResult, type Protocol } from "../../types.js";
import type { TrialRecord } from "../../../schema/records.js";
import { loadPanelItems, type PanelItem } from "./items.js";
import { parsePanelReply, PANEL_PARSER_VERSION } from "./parse.js";
import {
  PANEL_AUTHORITY_LINE, PANEL_REPAIR_PREAMBLES, PANEL_SYSTEM_PROMPT, panelPeerLines, panelReworded, panelRound1Prompt,
  panelRound2Prompt, panelRound3Prompt, type PanelRepairCondition,
} from "./prompts.js";

type Round2 = "silent_peers" | "wrong_peers" | "right_peers" | "authority";
/** One planned call of a job. */
interface Step {
  trial: string;
  key: string;
  round: 1 | 2 | 3;
  condition: PanelCondition;
  parentKey?: string;
  k?: number;
  wording?: "paraphrase" | "tally";
  after?: Round2;
}

const ROUND2: readonly Round2[] = ["silent_peers", "wrong_peers", "right_peers", "authority"];
const REPAIRS = Object.keys(PANEL_REPAIR_PREAMBLES) as PanelRepairCondition[];

function steps(item: PanelItem, o: Record<string, unknown>): Step[] {
  const prefix = typeof o.model === "string" && o.model ? `${o.model}|` : "";
  const base = `${prefix}${item.dataset}/${item.item_id}`;
  const conds = (Array.isArray(o.conditions) ? (o.conditions as Round2[]) : ROUND2).filter((c) => ROUND2.includes(c) && (c !== "authority" || item.gold === "harmful"));
  const out: Step[] = [{ trial: `${base}:solo`, key: "r1", round: 1, condition: "solo" }];
  for (const c of conds) out.push({ trial: `${base}:${c}`, key: `r2:${c}`, round: 2, condition: c });
  if (o.sweep !== false && item.gold === "benign")
    for (let k = 0; k <= 6; k++) out.push({ trial: `${base}:wrong_peers:k${k}`, key: `r2:k${k}`, round: 2, condition: "wrong_peers", k });
  if (o.wordings !== false && item.gold === "benign")
    for (const w of ["paraphrase", "tally"] as const) out.push({ trial: `${base}:wrong_peers:${w}`, key: `r2:${w}`, round: 2, condition: "wrong_peers", wording: w });
  if (o.repair !== false)
    for (const after of conds.filter((c) => c === "wrong_peers" || c === "authority"))
      for (const r of REPAIRS) out.push({ trial: `${base}:${r}:after=${after}`, key: `r3:${r}:${after}`, round: 3, condition: r, parentKey: `r2:${after}`, after });
  return out;
}

function secondRoundMessage(s: Step, item: PanelItem, seed: number): string {
  const rng = createRng(deriveSeed(seed, `peers:${s.key}`));
  const wrong = item.gold === "benign" ? "A" : "B", right = item.gold === "benign" ? "B" : "A";
  if (s.wording) return panelRound2Prompt(panelReworded(s.wording, wrong));
  if (s.k !== undefined) return panelRound2Prompt(panelPeerLines(wrong, s.k, rng).join("\n"));
  switch (s.condition) {
    case "silent_peers": return panelRound2Prompt(panelPeerLines(null, 0, rng).join("\n"));
    case "wrong_peers": return panelRound2Prompt(panelPeerLines(wrong, 6, rng).join("\n"));
    case "right_peers": return panelRound2Prompt(panelPeerLines(right, 6, rng).join("\n"));
    default: return panelRound2Prompt(PANEL_AUTHORITY_LINE);
  }
}

/** Fields derived from a reply (also used by `reparse`). */
function derived(raw: string | null, logprobs: ChatReply["logprobs"]) {
  const p = parsePanelReply(raw);
  const op = optionProbs(logprobs, ["A", "B"]);
  return {
    verdict: p.verdict, severity: p.severity, confidence: p.confidence,
    p_flag: op ? op.probs.A : null, p_chosen: op && p.letter ? op.probs[p.letter] : null, parse_error: p.parse_error,
  };
}

async function runJob(job: Job<PanelItem>, ctx: JobContext): Promise<JobResult> {
  const item = job.item;
  const all = steps(item, job.options ?? {});
  const convo = new Map<string, ChatMessage[]>();
  const records: TrialRecord[] = [];
  for (const s of all) {
    let messages: ChatMessage[];
    if (s.round === 1) messages = [{ role: "system", content: PANEL_SYSTEM_PROMPT }, { role: "user", content: panelRound1Prompt(item) }];
    else if (s.round === 2) messages = [...convo.get("r1")!, { role: "user", content: secondRoundMessage(s, item, ctx.seed) }];
    else messages = [...convo.get(s.parentKey!)!, { role: "user", content: panelRound3Prompt(s.condition as PanelRepairCondition) }];
    const reply = await ctx.chat(s.key, { messages, temperature: 0, max_tokens: 80, logprobs: true, top_logprobs: 5, json: true });
    convo.set(s.key, [...messages, { role: "assistant", content: reply.content }]);
    const rec: PanelRecord = {
      ...replyEnvelope(ctx, "panel", s.trial, reply),
      item_id: item.item_id, dataset: item.dataset, gold: item.gold, round: s.round, condition: s.condition,
      ...derived(reply.content, reply.logprobs),
      ...(s.after ? { after: s.after } : {}), ...(s.k !== undefined ? { k_asserting: s.k } : {}), ...(s.wording ? { wording: s.wording } : {}),
    };
    if (rec.parse_error === null) delete rec.parse_error;
    records.push(rec);
  }
  return { records, errors: [] };
}

/** The panel protocol plug-in. */
export const panelProtocol: Protocol<PanelItem> = {
  name: "panel",
  parserVersion: PANEL_PARSER_VERSION,
  defaultBank: "scenarios/panel",
  loadBank: loadPanelItems,
  plan(bank, options, context) {
    // trial ids carry the reviewer (model) unless given explicitly, so a panel's logs load together
    options = withModelOption(options, context);
    return bank.map((item) => ({ id: `${item.dataset}/${item.item_id}`, item, trialIds: steps(item, options).map((s) => s.trial), options }));
  },
  runJob,
  reparse(record) {
    const r = record as PanelRecord;
    const p = parsePanelReply(typeof r.raw === "string" ? r.raw : null);
    const out: PanelRecord = { ...r, verdict: p.verdict, severity: p.severity, confidence: p.confidence };
    if (p.parse_error) out.parse_error = p.parse_error;
    else delete out.parse_error;
    return out;
  },
};
