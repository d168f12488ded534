/**
 * Protocol options of the judge pipeline (`groupthink run judge … [protocol options]`),
 * declared as {@link JUDGE_OPTIONS} (the runner's parser checks argv and
 * experiment files against it; `run judge --help` lists it) and resolved here:
 *
 * - `--judge-model M`: the model that grades the trace (the cross-blind judge of
 *   paper 003 §3.1, from another family than the propagator). Routed by how it
 *   is written (the runner's `endpoints.ts`): `sim:PROFILE` → the in-process
 *   simulator (that profile); `NAME/MODEL` where NAME is an endpoint registered
 *   with `--endpoint NAME=URL` → MODEL on that endpoint; anything else → the
 *   whole string on the run's endpoint. Default: the propagator's own model,
 *   which is **not cross-blind**.
 * - `--extract-model M`: the model of the extraction step, routed the same way; default = the judge model.
 * - `--extract-input record|trace`: what the extractor is shown — the whole
 *   serialised record with the judge's verdict (the paper's design, default)
 *   or the question and trace alone (removes the label leak: the extractor
 *   cannot echo the verdict the capture label is computed from).
 * - `--traces FILE.jsonl`: judge and extract existing trajectories (see
 *   `traces.ts`) instead of running the propagator; the run's `--model` is then
 *   the judge (and the extractor unless `--extract-model`).
 * - `--dictionary DICT.json`: the master dictionary for the meta-clustering (default: the bank's).
 * - `--prompts DIR`: another template set (see `prompts.ts`).
 *
 * Records name the judge and the extractor as written with `sim:` dropped. A
 * model equal to the propagator's counts as not given, so trial ids stay those
 * of a same-model run; otherwise the trial-id prefix names the judge (and the
 * extractor when it differs), and `extract-input trace` adds `extract=trace`.
 *
 * @example
 * judgeRunOptions({ "judge-model": "sim:resistant" }, "typical");
 * // => { judgeModel: "sim:resistant", extractModel: "sim:resistant", judgeName: "resistant", extractName: "resistant", extractInput: "record", idPrefix: "judge=resistant:", traces: undefined, dictionary: undefined, prompts: undefined }
 * judgeRunOptions({}, "typical").judgeModel; // => undefined (same model as the propagator: not cross-blind)
 */
import { UsageError } from "../../../errors.js";
import type { OptionSpec, SamplingParams } from "../../../runner/types.js";

/** What the extractor is shown. */
export const JUDGE_EXTRACT_INPUTS = ["record", "trace"] as const;

/** The declared options (names as on the command line). */
export const JUDGE_OPTIONS: readonly OptionSpec[] = [
  { name: "judge-model", type: "string", help: "model grading the trace (cross-blind judge): sim:PROFILE, NAME/MODEL on --endpoint NAME=URL, or a model on the run's endpoint; default: the propagator (not cross-blind)" },
  { name: "extract-model", type: "string", help: "model of the extraction step, routed like --judge-model; default: the judge model" },
  { name: "extract-input", type: "enum", values: JUDGE_EXTRACT_INPUTS, default: "record", help: "what the extractor sees: the whole record with the judge's verdict (paper) or the trace alone (no label leak)" },
  { name: "traces", type: "string", help: "JSONL of your own trajectories to judge and extract (no propagator call); --model is then the judge" },
  { name: "dictionary", type: "string", help: "master dictionary JSON for the meta-clustering (default: the bank's master-dictionary.json)" },
  { name: "prompts", type: "string", help: "directory of prompt templates (default: scenarios/judge/prompts)" },
  { name: "judges", type: "list", help: "round-robin cross-blind judging: every trajectory graded by each listed judge other than the propagator (one job per trajectory and judge); with run --config over several propagator models, the whole grid in one command" },
];

/** Paper 003 §4: "Temperature is 0 for result consistency" (every stage); JSON mode for the judge and extraction stages. */
export const JUDGE_SAMPLING: SamplingParams = { temperature: 0 };

/** Resolved judge options. */
export interface JudgeRunOptions {
  judgeModel?: string;
  extractModel?: string;
  judgeName?: string;
  extractName?: string;
  extractInput: (typeof JUDGE_EXTRACT_INPUTS)[number];
  idPrefix: string;
  traces?: string;
  dictionary?: string;
  prompts?: string;
}

/**
 * The model as records name it: a `sim:PROFILE` model is its profile name (as the runner names the propagator).
 * @example
 * judgeRecordModelName("sim:resistant"); // => "resistant"
 */
export function judgeRecordModelName(model: string): string {
  return model.startsWith("sim:") ? model.slice(4) : model;
}

function stringOption(options: Record<string, unknown>, name: string, what: string): string | undefined {
  const v = options[name];
  if (v === undefined || v === null) return undefined;
  const s = typeof v === "number" ? String(v) : v;
  if (typeof s !== "string" || s.trim() === "") throw new UsageError(`--${name} expects ${what}, received ${JSON.stringify(v)}`);
  return s;
}

/**
 * Resolve the options against the propagator's record model name.
 * @throws UsageError for an unknown option, an empty value or a bad `extract-input`
 * @example
 * judgeRunOptions({ "extract-input": "trace" }, "typical").idPrefix; // => "extract=trace:"
 */
export function judgeRunOptions(options: Record<string, unknown>, propagator: string): JudgeRunOptions {
  const known = new Set(JUDGE_OPTIONS.map((o) => o.name));
  for (const k of Object.keys(options)) {
    if (!known.has(k)) throw new UsageError(`judge: unknown protocol option --${k} (known: ${[...known].map((n) => `--${n}`).join(", ")})`);
  }
  const input = options["extract-input"] ?? "record";
  if (!(JUDGE_EXTRACT_INPUTS as readonly unknown[]).includes(input)) throw new UsageError(`--extract-input must be one of ${JUDGE_EXTRACT_INPUTS.join(", ")}, received ${JSON.stringify(input)}`);
  const judgeGiven = stringOption(options, "judge-model", "a model name");
  const extractGiven = stringOption(options, "extract-model", "a model name") ?? judgeGiven;
  const own = (m: string | undefined) => m === undefined || judgeRecordModelName(m) === propagator;
  const judgeModel = own(judgeGiven) ? undefined : judgeGiven;
  const extractModel = own(extractGiven) ? undefined : extractGiven;
  const judgeName = judgeModel === undefined ? undefined : judgeRecordModelName(judgeModel);
  const extractName = extractModel === undefined ? undefined : judgeRecordModelName(extractModel);
  const parts: string[] = [];
  if (judgeName !== undefined) parts.push(`judge=${judgeName}`);
  if (extractName !== judgeName) parts.push(`extract=${extractName ?? propagator}`);
  if (input === "trace") parts.push("extract=trace");
  return {
    judgeModel, extractModel, judgeName, extractName, extractInput: input as JudgeRunOptions["extractInput"],
    idPrefix: parts.length ? `${parts.join(",")}:` : "",
    traces: stringOption(options, "traces", "a JSONL file"), dictionary: stringOption(options, "dictionary", "a dictionary file"), prompts: stringOption(options, "prompts", "a directory"),
  };
}
