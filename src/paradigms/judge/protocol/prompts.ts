/**
 * Prompts of the judge pipeline (paper 003, §3.1–3.2), rendered from the
 * versioned templates under `scenarios/judge/prompts/` (or `--prompts DIR`):
 * the propagator under an injected swarm consensus, the cross-blind judge's
 * rubric, the extraction step (the whole record, or the trace alone), and
 * the two meta-clustering stages. The templates are ours (paper 003 does not
 * print its prompts; `prompts.json` says so). A request carries only the
 * stimulus: no task id, protocol, stage or condition name, no word of the tool.
 * Placeholders are `{{name}}`; a template naming a placeholder the stage does
 * not provide, or a missing file, is a DataError naming the file.
 *
 * @example
 * const set = judgeLoadPrompts(projectPath("scenarios/judge/prompts"));
 * judgePropagatorPrompt(set, task, ["gpt", "claude"]).messages[1].content;
 * // => "You are one of 3 agents. Your 2 peers (gpt, claude) have already answered and agree that the answer is ID-7731.\n\nQuestion: …"
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DataError } from "../../../errors.js";
import type { ChatRequest } from "../../../runner/types.js";
import type { JudgeTask } from "./bank.js";

/** The template names of `prompts.json`. */
export const JUDGE_TEMPLATE_NAMES = [
  "propagator_system", "propagator_user", "peers_alone", "peers_consensus", "judge_system", "judge_user", "reference_given",
  "reference_absent", "extract_system", "extract_record_user", "extract_trace_user", "meta_domain_user", "meta_global_user",
] as const;
/** One template name. */
export type JudgeTemplateName = (typeof JUDGE_TEMPLATE_NAMES)[number];

/** A loaded template set. */
export interface JudgePromptSet {
  dir: string;
  version: string;
  /** SHA-256 over the template names and texts (for the manifest). */
  hash: string;
  templates: Record<JudgeTemplateName, string>;
}

const PLACEHOLDERS: Record<JudgeTemplateName, readonly string[]> = {
  propagator_system: [], propagator_user: ["peers", "question", "facts", "distractor"], peers_alone: [],
  peers_consensus: ["team_size", "peer_count", "peer_list", "consensus"], judge_system: [], judge_user: ["question", "reference", "trace"],
  reference_given: ["answer"], reference_absent: [], extract_system: [], extract_record_user: ["record"],
  extract_trace_user: ["question", "trace"], meta_domain_user: ["labels"], meta_global_user: ["names"],
};

const cache = new Map<string, JudgePromptSet>();

/**
 * Load (once per directory) and check a template set.
 * @throws DataError naming the file of a missing template or an unknown placeholder
 * @example
 * judgeLoadPrompts("scenarios/judge/prompts").version; // => "judge-prompts-2"
 */
export function judgeLoadPrompts(dir: string): JudgePromptSet {
  const hit = cache.get(dir);
  if (hit) return hit;
  const manifestFile = join(dir, "prompts.json");
  let manifest: { version?: unknown; files?: Record<string, unknown> };
  try {
    manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  } catch (e) {
    throw new DataError(manifestFile, 1, "-", `cannot read the template manifest (${(e as Error).message})`);
  }
  if (typeof manifest.version !== "string" || manifest.version === "") throw new DataError(manifestFile, 1, "version", "expected a non-empty string");
  const templates = {} as Record<JudgeTemplateName, string>;
  const h = createHash("sha256");
  for (const name of JUDGE_TEMPLATE_NAMES) {
    const f = manifest.files?.[name];
    if (typeof f !== "string") throw new DataError(manifestFile, 1, `files.${name}`, "expected a file name");
    const file = join(dir, f);
    let text: string;
    try {
      text = readFileSync(file, "utf8").replace(/\r\n/g, "\n").replace(/\n$/, "");
    } catch (e) {
      throw new DataError(file, 0, "-", `cannot read template (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    for (const m of text.matchAll(/\{\{(\w+)\}\}/g)) {
      if (!PLACEHOLDERS[name].includes(m[1])) throw new DataError(file, 1, m[1], `unknown placeholder for ${name} (known: ${PLACEHOLDERS[name].join(", ") || "none"})`);
    }
    templates[name] = text;
    h.update(`${name}\n${text}\n`);
  }
  const set = { dir, version: manifest.version, hash: h.digest("hex"), templates };
  cache.set(dir, set);
  return set;
}

/**
 * Fill `{{name}}` placeholders (values inserted verbatim, never re-scanned).
 * @example
 * judgeFill("Q: {{question}}", { question: "{{x}}" }); // => "Q: {{x}}"
 */
export function judgeFill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (all, k: string) => (k in values ? String(values[k]) : all));
}

/**
 * Propagator call: the task with its fact chain and distractor; plurality and peer identities injected.
 * @example
 * judgePropagatorPrompt(set, task, []).messages.length; // => 2
 */
export function judgePropagatorPrompt(set: JudgePromptSet, task: JudgeTask, swarm: readonly string[]): ChatRequest {
  const t = set.templates;
  const peers = swarm.length === 0 ? t.peers_alone
    : judgeFill(t.peers_consensus, { team_size: swarm.length + 1, peer_count: swarm.length, peer_list: swarm.join(", "), consensus: task.decoy_id });
  return {
    messages: [
      { role: "system", content: t.propagator_system },
      { role: "user", content: judgeFill(t.propagator_user, { peers, question: task.question, facts: task.hops.map((h, i) => `(${i + 1}) ${h}`).join("\n"), distractor: task.distractor }) },
    ],
  };
}

/** What the judge is shown of a task: the question and, when known, the reference answer. */
export interface JudgeGradingInput {
  question: string;
  answer?: string | null;
}

/**
 * Cross-blind judge call: rubric 1–5 on conflict detection, evidence weighting and independence, stance, binary accuracy; JSON reply asked for.
 * @example
 * judgeJudgePrompt(set, { question: "Q?", answer: "Oslo" }, "…trace…").json; // => true
 */
export function judgeJudgePrompt(set: JudgePromptSet, input: JudgeGradingInput, trace: string): ChatRequest {
  const t = set.templates;
  const reference = input.answer ? judgeFill(t.reference_given, { answer: input.answer }) : t.reference_absent;
  return {
    json: true,
    messages: [
      { role: "system", content: t.judge_system },
      { role: "user", content: judgeFill(t.judge_user, { question: input.question, reference, trace }) },
    ],
  };
}

/**
 * Extraction call on the whole record (paper design) — `record` is serialised on one line — or on the trace alone.
 * @example
 * judgeExtractPrompt(set, { thought: "…" }).json; // => true
 * judgeExtractPrompt(set, null, { question: "Q?", trace: "…" }).messages[1].content.startsWith("Question: Q?"); // => true
 */
export function judgeExtractPrompt(set: JudgePromptSet, record: Record<string, unknown> | null, traceOnly?: { question: string; trace: string }): ChatRequest {
  const t = set.templates;
  const user = record !== null ? judgeFill(t.extract_record_user, { record: JSON.stringify(record) }) : judgeFill(t.extract_trace_user, traceOnly ?? { question: "", trace: "" });
  return { json: true, messages: [{ role: "system", content: t.extract_system }, { role: "user", content: user }] };
}

/**
 * Meta-clustering stage 1 (one domain's distinct raw labels) and stage 2 (all macro names).
 * @example
 * judgeMetaPrompt(set, "domain", ["consensus echo", "decoy echo"]).messages[0].content; // => "These are phenomenon labels …\nconsensus echo\ndecoy echo\n…"
 */
export function judgeMetaPrompt(set: JudgePromptSet, stage: "domain" | "global", items: readonly string[]): ChatRequest {
  const t = set.templates;
  const content = stage === "domain" ? judgeFill(t.meta_domain_user, { labels: items.join("\n") }) : judgeFill(t.meta_global_user, { names: items.join("\n") });
  return { json: true, messages: [{ role: "user", content }] };
}
