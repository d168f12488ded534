/**
 * `groupthink scenarios generate --model M --out DIR [--count N] [--bank PATH] [--base-url URL] [--concurrency N] [--seed S] [--prompts DIR] [--json]`:
 * draft candidate phantom scenarios with a model through the runner's client
 * (the in-process simulator for `sim:PROFILE` without a base URL, otherwise
 * the OpenAI-compatible endpoint, with the runner's retries), one request per
 * quota cell of {@link planCandidates}; parse each reply strictly, run the
 * scenario validator (schema and rubric), check that the candidate fills the
 * requested cell, and check its originality: a draft whose content words of
 * `base_context` + `decision_request` have Jaccard similarity ≥ 0.4 with a
 * scenario of the bank (`--bank`, default `scenarios/phantom`) or with a draft
 * accepted before it in this batch (spec order) is rejected, the reason naming
 * the nearest scenario (see `originality.ts` for the threshold's rationale); and
 * its coherence: a draft whose decision request and public signals share no
 * content word with its case text is rejected (`coherence.ts`).
 * Writes to DIR:
 * - `accepted.json` — a bank file (`phantom-scenarios/1`) of accepted candidates, for human review before merging;
 * - `rejected.jsonl` — one `{"id", "spec", "reasons": [..], "raw"}` line per rejected candidate;
 * - `summary.json` — counts, rejection tallies by field and the quota problems of the accepted batch.
 * Exit 0 when every request got a reply (accepted or rejected), 1 when calls failed.
 *
 * @example
 * // $ groupthink scenarios generate --model sim:typical --out /tmp/gen --count 12 --json
 * // {"model":"sim:typical","endpoint":"sim:in-process","requested":12,"accepted":10,"rejected":2,"call_failures":0,...}
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "../../../errors.js";
import { deriveSeed } from "../../../stats/rng.js";
import { createClient } from "../../../runner/client.js";
import { CallFailedError } from "../../../runner/types.js";
import { candidateBank, generationRequest, parseCandidate, planCandidates, withCandidateId, type CandidateSpec } from "../protocol/generate.js";
import { phantomPromptSet } from "../protocol/prompts.js";
import { quotaIssues } from "../protocol/validate-bank.js";
import { validateScenario, formatIssue } from "../protocol/validate-scenario.js";
import type { PhantomScenario } from "../protocol/scenario.js";
import { checkPhantomBank } from "../protocol/load-bank.js";
import { phantomOriginalityIssue, PHANTOM_MAX_SIMILARITY, type ScenarioText } from "../protocol/originality.js";
import { phantomCoherenceIssue } from "../protocol/coherence.js";
import { projectPath } from "../../../paths.js";
import { parseArgs } from "../../../cli/args.js";
import type { CommandHelp } from "../../../cli/help.js";

interface Outcome { spec: CandidateSpec; raw: string | null; value: unknown; reasons: string[]; failed: boolean }

/** Reasons a parsed candidate does not fill its requested cell. */
function specMismatch(v: Record<string, unknown>, spec: CandidateSpec): string[] {
  const out: string[] = [];
  for (const k of ["domain", "gold", "phantom_target", "norm_source", "belief_target", "outcome_risk"] as const) {
    if (v[k] !== spec[k]) out.push(`${k}: requested ${JSON.stringify(spec[k])}, drafted ${JSON.stringify(v[k] ?? null)}`);
  }
  return out;
}

/** `groupthink scenarios generate --help`. */
export const help: CommandHelp = {
  usage: "groupthink scenarios generate --model M --out DIR [--count N] [--bank PATH] [--base-url URL] [--concurrency N] [--seed S] [--prompts DIR] [--json]",
  summary: "Draft candidate phantom scenarios with a model (the drafting prompt is the `generate` template of the prompt set; it carries no id or marker), validate them (schema, rubric, quota cell, coherence of request and signals with the case, originality against the bank) and write DIR/accepted.json, DIR/rejected.jsonl and DIR/summary.json for human review.",
  options: [
    ["--model M", "", "model or sim:PROFILE (required)"],
    ["--out DIR", "", "output folder (required)"],
    ["--count N", "12", "candidates to draft"],
    ["--bank PATH", "scenarios/phantom", "bank to check originality against"],
    ["--base-url URL", "$OPENAI_BASE_URL", "endpoint"],
    ["--concurrency N", "4", "requests in flight"],
    ["--seed S", "0", "draft seed"],
    ["--prompts DIR", "scenarios/phantom/prompts", "prompt template folder (prompts.json + templates)"],
    ["--json", "", "print a JSON summary"],
  ],
  exit: [["0", "every request got a reply (accepted or rejected)"], ["1", "calls failed, or bad input"], ["2", "bad usage"]],
  examples: ["groupthink scenarios generate --model sim:typical --out /tmp/gen --count 12 --json"],
};

/**
 * Run `groupthink scenarios generate` (see the file comment for options and outputs).
 * @param argv the arguments after the command name
 * @returns the exit code: 0 when every request got a reply, 1 when calls failed
 * @throws UsageError on unknown arguments or a missing `--model` / `--out`
 * @example
 * await main(["--model", "sim:typical", "--out", "/tmp/gen", "--count", "12", "--json"]); // => 0
 */
export async function main(argv: string[]): Promise<number> {
  const { options, positionals } = parseArgs(argv, { model: "string", out: "string", count: "number", bank: "string", "base-url": "string", concurrency: "number", seed: "number", json: "boolean", prompts: "string" });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
  if (!options.model) throw new UsageError("--model M is required");
  if (!options.out) throw new UsageError("--out DIR is required");
  const count = options.count ?? 12;
  if (!Number.isInteger(count) || count < 1) throw new UsageError(`--count expects a positive integer, received ${count}`);
  const seed = options.seed ?? 0;
  const client = createClient({ model: options.model, baseURL: options["base-url"], concurrency: options.concurrency ?? 4 });
  const specs = planCandidates(count);
  let prompts;
  try {
    prompts = phantomPromptSet(options.prompts);
  } catch (e) {
    throw new UsageError(`--prompts: ${(e as Error).message}`);
  }
  const outcomes: Outcome[] = await Promise.all(specs.map(async (spec): Promise<Outcome> => {
    try {
      const reply = await client.complete(generationRequest(spec, prompts), { model: options.model as string, seed: deriveSeed(seed, `gen:${spec.id}`) });
      const parsed = parseCandidate(reply.content);
      if (parsed.error) return { spec, raw: reply.content, value: null, reasons: [parsed.error], failed: false };
      const v = withCandidateId(parsed.value as Record<string, unknown>, spec.id);
      const reasons = [...validateScenario(v, "candidate").map((i) => `${i.field}: ${i.reason}`), ...specMismatch(v, spec)];
      if (typeof v.base_context === "string" && typeof v.decision_request === "string") {
        const signals = Array.isArray(v.public_signals) ? v.public_signals.filter((x): x is string => typeof x === "string") : [];
        const incoherent = phantomCoherenceIssue({ base_context: v.base_context, decision_request: v.decision_request, public_signals: signals });
        if (incoherent) reasons.push(`coherence: ${incoherent}`);
      }
      return { spec, raw: reply.content, value: v, reasons, failed: false };
    } catch (e) {
      if (!(e instanceof CallFailedError)) throw e;
      return { spec, raw: null, value: null, reasons: [`call failed: ${e.message}`], failed: true };
    }
  }));
  // originality: against the bank and the drafts accepted before, in spec order
  const existing: (ScenarioText & { id: string })[] = checkPhantomBank(options.bank ?? projectPath("scenarios/phantom"), { quotas: false }).scenarios;
  for (const o of outcomes) {
    const v = o.value as Record<string, unknown> | null;
    if (!v || typeof v.base_context !== "string" || typeof v.decision_request !== "string") continue;
    const draft = { id: String(v.id ?? o.spec.id), base_context: v.base_context, decision_request: v.decision_request };
    const issue = phantomOriginalityIssue(draft, existing);
    if (issue) o.reasons.push(issue);
    if (o.reasons.length === 0) existing.push(draft);
  }
  const accepted = outcomes.filter((o) => o.reasons.length === 0);
  const rejected = outcomes.filter((o) => o.reasons.length > 0);
  const tally: Record<string, number> = {};
  for (const o of rejected) for (const r of o.reasons) {
    const k = r.split(": ")[0].replace(/\[\d+\]/, "[]");
    tally[k] = (tally[k] ?? 0) + 1;
  }
  const quota = quotaIssues(accepted.map((o) => o.value as PhantomScenario), "accepted.json", 0).map(formatIssue);
  mkdirSync(options.out, { recursive: true });
  writeFileSync(join(options.out, "accepted.json"), JSON.stringify(candidateBank(accepted.map((o) => o.value)), null, 2) + "\n");
  writeFileSync(join(options.out, "rejected.jsonl"), rejected.map((o) => JSON.stringify({ id: o.spec.id, spec: o.spec, reasons: o.reasons, raw: o.raw })).join("\n") + (rejected.length ? "\n" : ""));
  const summary = {
    model: options.model, endpoint: client.endpoint, requested: count, accepted: accepted.length, rejected: rejected.length,
    call_failures: outcomes.filter((o) => o.failed).length, max_similarity: PHANTOM_MAX_SIMILARITY.num / PHANTOM_MAX_SIMILARITY.den, reasons: tally, quota_issues: quota, out: options.out,
  };
  writeFileSync(join(options.out, "summary.json"), JSON.stringify(summary, null, 2) + "\n");
  if (options.json) process.stdout.write(JSON.stringify(summary) + "\n");
  else process.stdout.write(`${accepted.length} accepted, ${rejected.length} rejected of ${count} candidates; wrote ${join(options.out, "accepted.json")} and rejected.jsonl\n`);
  return summary.call_failures > 0 ? 1 : 0;
}
