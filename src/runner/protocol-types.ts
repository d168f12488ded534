/**
 * The protocol plug-in contract: a protocol turns a bank into *jobs* (the
 * smallest resumable unit: one phantom scenario, one hidden-profile session,
 * one panel item for one reviewer, ...); a job makes chat calls through its
 * {@link JobContext} (each journaled, so a resumed job replays) and returns
 * records of the contract plus per-trial errors.
 *
 * @example
 * modelTrialPrefix({ model: "typical" }); // => "typical:"
 */
import type { TrialRecord } from "../schema/records.js";
import type { ProtocolName } from "../schema/vocab.js";
import type { ChatRequest, ChatReply, CallFailedError, SamplingParams } from "./chat-types.js";

/** What a job gets from the runner. */
export interface JobContext {
  readonly runId: string;
  readonly model: string;
  /** Seed of this job, derived from (run seed, job id). */
  readonly seed: number;
  /**
   * Make (or replay from the journal) one chat call. `key` names the call
   * uniquely within the job (e.g. `a2:private`, `r3:a1`); a resumed job gets
   * the journaled reply for a key it already completed. `request.model`, when
   * given and different from the run's model, sends this call to that model on
   * the endpoint it names (journaled as `key@model` as written, cached under
   * that endpoint and model; see {@link ChatRequest.model}).
   * @throws CallFailedError after the last retry
   */
  chat(key: string, request: ChatRequest): Promise<ChatReply>;
  /** Write an auxiliary artefact (e.g. a transcript) under the run directory; returns its relative path. */
  writeArtifact(relPath: string, content: string): string;
}

/** The value kinds a protocol option can take. */
export type OptionType = "integer" | "number" | "string" | "boolean" | "enum" | "list";

/**
 * One protocol option as the command line, `--help`, experiment files and the
 * manifest see it. `name` is written as on the command line (`rounds`,
 * `n-agents`); `plan` receives the parsed value under that name. `list` values
 * are written comma-separated (`--conditions solo,wrong_peers`) or as a JSON
 * array in an experiment file; with `values` every item must be one of them.
 *
 * @example
 * const rounds: OptionSpec = { name: "rounds", type: "integer", min: 1, default: 15, help: "discussion rounds T" };
 */
export interface OptionSpec {
  readonly name: string;
  readonly type: OptionType;
  /** Allowed values (`enum`) or allowed items (`list`). */
  readonly values?: readonly string[];
  readonly default?: string | number | boolean | readonly string[] | null;
  readonly min?: number;
  readonly max?: number;
  /** One line: what the option means. */
  readonly help: string;
}

/** A per-trial failure that goes to `errors.jsonl`. */
export interface TrialError {
  trial_id: string;
  error: string;
  status?: number | null;
}

/** What a job returns. */
export interface JobResult {
  records: TrialRecord[];
  errors: TrialError[];
}

/** One unit of work planned from the bank. */
export interface Job<Item = unknown> {
  /** Deterministic id, unique in the run. */
  id: string;
  item: Item;
  /** The trial ids this job will produce (used to skip completed jobs on resume). */
  trialIds: string[];
  /** Free-form per-job options (condition subset, variant config, ...). */
  options?: Record<string, unknown>;
}

/** What the runner tells a protocol when planning. */
export interface PlanContext {
  /** The model as records name it (the profile name for `sim:PROFILE`). */
  model: string;
  /**
   * The run's `--limit N` (the runner already cut the bank to N items). A protocol whose
   * items come from elsewhere (judge `--traces FILE`) applies it to those: the first N.
   */
  limit?: number;
}

/**
 * The trial-id prefix for a model: `"<model>:"` (empty for an empty model).
 *
 * @example
 * modelTrialPrefix({ model: "typical" }); // => "typical:"
 */
export function modelTrialPrefix(context?: PlanContext): string {
  return context && context.model ? `${context.model}:` : "";
}

/**
 * Protocol options with `model` defaulted to the planning context's model (protocols whose
 * trial ids take the model from a `model` option); an explicit option wins. The input is not changed.
 *
 * @example
 * withModelOption({ rounds: 5 }, { model: "typical" }); // => { rounds: 5, model: "typical" }
 * withModelOption({ model: "x" }, { model: "typical" }); // => { model: "x" }
 */
export function withModelOption(options: Record<string, unknown>, context?: PlanContext): Record<string, unknown> {
  return options.model === undefined && context?.model ? { ...options, model: context.model } : options;
}

/** The protocol plug-in interface. */
export interface Protocol<Item = unknown> {
  readonly name: ProtocolName;
  /** Version of the reply parsers; recorded in manifests and by `reparse`. */
  readonly parserVersion: string;
  /** Default bank location relative to the project root (e.g. `scenarios/phantom`). */
  readonly defaultBank: string;
  /**
   * Every option `plan` reads, declared (the CLI parses, checks and documents
   * them from this list; an option not in it is a usage error).
   */
  readonly options?: readonly OptionSpec[];
  /**
   * The default prompt template folder relative to the project root (hashed into the manifest);
   * default `prompts/` inside the default bank folder (`scenarios/<p>/prompts`).
   */
  readonly promptsDir?: string;
  /** The protocol's default sampling parameters (from its paper), shown in `run PROTOCOL --help`. */
  readonly sampling?: SamplingParams;
  /** Load and validate the bank (file or directory); `options` are the run's parsed protocol options (e.g. panel's `format`). */
  loadBank(path: string, options?: Record<string, unknown>): Item[];
  /**
   * Plan the jobs for a bank and protocol options (CLI `[protocol options]`).
   * `context.model` is the model as it will appear in records; protocols put it
   * in their trial ids so that logs of several models load together.
   */
  plan(bank: Item[], options: Record<string, unknown>, context?: PlanContext): Job<Item>[];
  /** Run one job. Must be deterministic given the replies it receives. */
  runJob(job: Job<Item>, ctx: JobContext): Promise<JobResult>;
  /** Re-derive labels of a stored record from its `raw` text with the current parsers. */
  reparse(record: TrialRecord): TrialRecord;
}
