/**
 * Protocol options of the judge pipeline (`groupthink run judge … [protocol options]`):
 *
 * - `--judge-model M`: the model that grades the trace (the cross-blind judge of
 *   paper 003 §3.1, from another family than the propagator). Routed by how it
 *   is written (the runner's `endpoints.ts`): `sim:PROFILE` → the in-process
 *   simulator (that profile), whatever the run's endpoint; `NAME/MODEL` where
 *   NAME is an endpoint registered with `--endpoint NAME=URL` → MODEL on that
 *   endpoint (key from `OPENAI_API_KEY_<NAME>`); anything else, including a
 *   `/` whose prefix is not a registered name (`meta-llama/Llama-3-8B`) → the
 *   whole string on the run's endpoint.
 *   Default: the propagator's own model, which is **not cross-blind**.
 * - `--extract-model M`: the model of the extraction step, routed the same way; default = the judge model.
 *
 * Records name the judge and the extractor as written with `sim:` dropped
 * (`B/gpt-4o` keeps the endpoint name: it says where the trace was graded).
 *
 * Unknown options and empty model names are a UsageError (exit 2 from the
 * CLI). A model equal to the propagator's (as records name it) counts as
 * not given, so trial ids stay those of a same-model run; otherwise the trial-id prefix names the judge (and the
 * extractor when it differs), so that runs with different judges load together.
 *
 * @example
 * judgeRunOptions({ "judge-model": "sim:resistant" }, "typical");
 * // => { judgeModel: "sim:resistant", extractModel: "sim:resistant", judgeName: "resistant", extractName: "resistant", idPrefix: "judge=resistant:" }
 * judgeRunOptions({}, "typical").judgeModel; // => undefined (same model as the propagator: not cross-blind)
 */
import { UsageError } from "../../../errors.js";

const KNOWN = new Set(["judge-model", "extract-model"]);

/** Resolved judge options. */
export interface JudgeRunOptions {
  /** Per-call model of the judge call (undefined = the run's model). */
  judgeModel?: string;
  /** Per-call model of the extraction call (undefined = the run's model). */
  extractModel?: string;
  /** The judge as records name it (`sim:` dropped), or undefined for the propagator's model. */
  judgeName?: string;
  /** The extractor as records name it, or undefined for the propagator's model. */
  extractName?: string;
  /** Extra trial-id prefix naming a judge/extractor other than the propagator ("" when none). */
  idPrefix: string;
}

/**
 * The model as records name it: a `sim:PROFILE` model is its profile name (as the runner names the propagator).
 * @example
 * judgeRecordModelName("sim:resistant"); // => "resistant"
 */
export function judgeRecordModelName(model: string): string {
  return model.startsWith("sim:") ? model.slice(4) : model;
}

function modelOption(options: Record<string, unknown>, name: string): string | undefined {
  const v = options[name];
  if (v === undefined) return undefined;
  const s = typeof v === "number" ? String(v) : v;
  if (typeof s !== "string" || s.trim() === "") throw new UsageError(`--${name} expects a model name, received ${JSON.stringify(v)}`);
  return s;
}

/**
 * Resolve `judge-model` / `extract-model` against the propagator's record model name.
 * @throws UsageError for an unknown option or an empty model name
 */
export function judgeRunOptions(options: Record<string, unknown>, propagator: string): JudgeRunOptions {
  for (const k of Object.keys(options)) {
    if (!KNOWN.has(k)) throw new UsageError(`judge: unknown protocol option ${JSON.stringify(k)} (known: judge-model, extract-model)`);
  }
  const judgeGiven = modelOption(options, "judge-model");
  const extractGiven = modelOption(options, "extract-model") ?? judgeGiven;
  const own = (m: string | undefined) => m === undefined || judgeRecordModelName(m) === propagator;
  const judgeModel = own(judgeGiven) ? undefined : judgeGiven;
  const extractModel = own(extractGiven) ? undefined : extractGiven;
  const judgeName = judgeModel === undefined ? undefined : judgeRecordModelName(judgeModel);
  const extractName = extractModel === undefined ? undefined : judgeRecordModelName(extractModel);
  const parts: string[] = [];
  if (judgeName !== undefined) parts.push(`judge=${judgeName}`);
  if (extractName !== judgeName) parts.push(`extract=${extractName ?? propagator}`);
  return { judgeModel, extractModel, judgeName, extractName, idPrefix: parts.length ? `${parts.join(",")}:` : "" };
}
