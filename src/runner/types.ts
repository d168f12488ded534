/**
 * The runner's contracts: chat requests and replies, the client interface
 * (real OpenAI-compatible endpoint or the in-process simulator), the protocol
 * plug-in interface every protocol driver implements, and the simulator's
 * responder interface. The runner depends only on `schema` (and `stats/rng`).
 *
 * A protocol turns a bank of scenarios into *jobs*. A job is the smallest unit
 * that can be resumed: one phantom scenario (4 agents × 5 conditions), one
 * hidden-profile session, one panel item for one reviewer, ... It makes chat
 * calls through its {@link JobContext} (each call journaled, so a resumed job
 * replays completed calls and continues with the same transcript) and returns
 * records of the contract plus per-trial errors.
 *
 * @example
 * // A protocol is an object implementing Protocol<Item>; see
 * // src/runner/protocols/echo.ts for the smallest complete one.
 */
import type { ProtocolName } from "../schema/vocab.js";
import type { TrialRecord } from "../schema/records.js";

/** One chat message. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** What a protocol asks the endpoint for. */
export interface ChatRequest {
  messages: ChatMessage[];
  /**
   * Per-call model (optional): send this call to `model` instead of the run's
   * model (e.g. a cross-blind judge), routed by how it is written (see
   * `endpoints.ts`): `sim:PROFILE` → the in-process simulator (that profile),
   * whatever the run's endpoint; `NAME/MODEL` with NAME a registered endpoint
   * (`--endpoint NAME=URL`) → MODEL on endpoint NAME; anything else (also
   * `org/model` when `org` is not a registered name) → the run's endpoint,
   * the whole string as the model. `JobContext.chat` resolves it into the
   * client, `CallOptions.model`, the journal key and the cache key; clients
   * read the model from `CallOptions`, never from here. Absent (or equal to
   * the run's model) = the run's model on the run's endpoint, keys unchanged.
   */
  model?: string;
  temperature?: number;
  top_p?: number;
  /**
   * Upper bound on completion tokens. Logical name: the client sends it as
   * `max_tokens`, or as `max_completion_tokens` once an endpoint has said it
   * wants that (provider adaptation, see the runner).
   */
  max_tokens?: number;
  /** For reasoning models (`low` | `medium` | `high` …); omitted when unset. */
  reasoning_effort?: string;
  /** Ask for token log-probabilities (option-letter probabilities). */
  logprobs?: boolean;
  top_logprobs?: number;
  /** Ask for a JSON object reply where the endpoint supports it. */
  json?: boolean;
}

/** One generated token with its top alternatives. */
export interface TokenLogprob {
  token: string;
  logprob: number;
  top_logprobs: { token: string; logprob: number }[];
}

/** A completed chat call. */
export interface ChatReply {
  content: string;
  finish_reason: string | null;
  /** Per-token log-probabilities, or null when the endpoint returned none. */
  logprobs: TokenLogprob[] | null;
  /**
   * Token counts; `reasoning_tokens` (hidden reasoning, from `usage.completion_tokens_details`) when
   * the endpoint reports them, and `finish_reason` when the reply did not stop normally (`length`,
   * `content_filter`, ...), so that records keep why a reply was cut.
   */
  usage: { prompt_tokens: number; completion_tokens: number; reasoning_tokens?: number; finish_reason?: string } | null;
  /** True when the endpoint identified itself as the groupthink simulator. */
  simulated: boolean;
  /** True when served from the response cache. */
  cached: boolean;
  latency_ms: number;
  /** The per-call seed sent with the request (set by the runner's `JobContext.chat`). */
  seed?: number;
  /** The model's refusal text (`message.refusal`) when it refused; `content` then holds it too when the endpoint sent `content: null`. */
  refusal?: string;
  /** True when the content was cut at the run's `--max-reply-chars`. */
  truncated?: boolean;
}

/** What a client call needs beyond the request: model, seed, repeat index. */
export interface CallOptions {
  model: string;
  /** Per-call seed derived from (run seed, trial id, call key). */
  seed: number;
  signal?: AbortSignal;
  /** Body field for `max_tokens` (provider adaptation; default `max_tokens`). */
  maxTokensField?: "max_tokens" | "max_completion_tokens";
  /** Leave `seed` out of the body (an endpoint that rejects it). */
  dropSeed?: boolean;
  /**
   * The replicate of the call's job as its id suffix (`""` for run seed 0, repeat 0; `~s2`, `~r1`, `~s2r1`).
   * The simulator reads it (its latent per-unit state is drawn afresh per replicate); in process directly, over
   * HTTP as the `x-sim-replicate` header, sent to loopback endpoints only (`sim serve`); never in the body.
   */
  replicate?: string;
}

/** The model API behind one interface: real endpoint, HTTP simulator or in-process simulator. */
export interface ChatClient {
  /** Identifies the endpoint in cache keys and manifests (base URL or `sim:in-process`); never a key. */
  readonly endpoint: string;
  complete(request: ChatRequest, options: CallOptions): Promise<ChatReply>;
}

/** The call-level failure after the last retry; a protocol catches it per trial. */
export class CallFailedError extends Error {
  readonly retryable: boolean;
  readonly status: number | null;
  /** The endpoint's error `code` and `param` when it sent them (provider adaptation reads them). */
  readonly detail: { code: string | null; param: string | null } | null;
  constructor(message: string, status: number | null, retryable: boolean, detail: { code: string | null; param: string | null } | null = null) {
    super(message);
    this.name = "CallFailedError";
    this.status = status;
    this.retryable = retryable;
    this.detail = detail;
  }
}

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

/**
 * Sampling parameters a protocol asks for by default (from its paper) and a run
 * may override (`--temperature`, `--top-p`, `--max-tokens`, `--reasoning-effort`,
 * `--logprobs/--no-logprobs`, `--json-mode/--no-json-mode`). The runner lays the
 * run's overrides over every request of the run's own model; `null` in an
 * override removes the parameter from the request.
 *
 * @example
 * const paperDefaults: SamplingParams = { temperature: 0, max_tokens: 400 };
 */
export interface SamplingParams {
  temperature?: number | null;
  top_p?: number | null;
  max_tokens?: number | null;
  reasoning_effort?: string | null;
  logprobs?: boolean | null;
  top_logprobs?: number | null;
  json?: boolean | null;
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

/** A simulated reply. */
export interface SimReply {
  content: string;
  /** Optional token log-probabilities to return when the request asked for them. */
  logprobs?: TokenLogprob[];
}

/** Context a responder gets: the profile name and a seeded generator for this call. */
export interface SimCall {
  request: ChatRequest;
  /** Profile name as sent in `model` (e.g. `typical`, `gpt-4o-sim`). */
  profile: string;
  rng: import("../stats/rng.js").Rng;
  /** Directory holding the shipped scenario banks (`scenarios/`). */
  scenariosDir: string;
  /**
   * The banks this simulator was given beyond the shipped ones: the run's
   * `--scenarios PATH` (in process) or `sim serve --scenarios PATH` (repeatable),
   * files or folders in any format a protocol reads. A responder indexes the
   * shipped bank plus those it can read by their *text* (what a model sees) and
   * answers a request it cannot place with an explicit refusal naming the fix.
   */
  banks?: readonly string[];
  /**
   * The replicate (run seed, repeat) of the call as an id suffix, `""` or absent for seed 0 / repeat 0.
   * Responders key their latent per-unit state on profile + replicate, so a new run seed or repeat
   * draws afresh like a model at temperature > 0, while seed 0 / repeat 0 keeps the historical answers.
   */
  replicate?: string;
}

/**
 * A protocol's face in the simulator: recognises its own prompts and answers
 * them as an agent with the named behavioural profile would.
 *
 * Refusals (decided for every responder): a prompt no responder `matches` is
 * answered by the engine with an HTTP 400 (in process: a non-retryable call
 * failure) whose message names the fix, so the trial becomes a clear trial
 * error; a prompt a responder recognises but about an item it has no label for
 * (not in the shipped bank nor in `SimCall.banks`) is answered with a 200
 * reply whose text says so and names the fix ("pass the bank with --scenarios
 * / sim serve --scenarios PATH"), which the protocol's parser turns into a
 * record with `parse_error` and that text as `raw`. Never a silent default.
 */
export interface SimResponder {
  readonly protocol: ProtocolName | "echo";
  /** The profile names this responder knows (must include resistant, typical, susceptible). */
  readonly profiles: readonly string[];
  /** True when these messages are this protocol's prompt. */
  matches(request: ChatRequest): boolean;
  respond(call: SimCall): SimReply;
}
