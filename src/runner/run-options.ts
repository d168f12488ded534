/**
 * The options and the summary of {@link runProtocol} (`groupthink run`).
 *
 * @example
 * const opts: RunOptions = { protocol: "phantom", model: "sim:typical", out: "data/runs/ph1", limit: 5 };
 * const crossBlind: RunOptions = { protocol: "judge", model: "llama-3-8b", baseURL: "http://127.0.0.1:8000/v1", out: "data/runs/j1",
 *   endpoints: { oai: { baseURL: "https://api.openai.com/v1" } }, protocolOptions: { "judge-model": "oai/gpt-4o" } };
 * // (await runProtocol(opts)).status; // => "complete"
 */
import type { EndpointConfig } from "./endpoints.js";
import type { ProgressMode } from "./progress.js";
import type { BudgetClock } from "./rate-budget.js";
import type { RetryPolicy } from "./retry.js";
import type { Adaptation } from "./provider-adapter.js";
import type { BatchOptions, BatchSummary } from "./batch-run.js";
import type { ChatClient, Protocol, SamplingParams, SimResponder } from "./types.js";

/** What {@link runProtocol} is asked to run. */
export interface RunOptions<Item = unknown> {
  /** A registered protocol name (`phantom`, ...) or a protocol object. */
  protocol: Protocol<Item> | string;
  /** Model as named to the endpoint, or `sim:PROFILE` for the in-process simulator. */
  model: string;
  /** The run directory. */
  out: string;
  /** Endpoint base URL (default `OPENAI_BASE_URL`; none with `sim:PROFILE` = in-process simulator). */
  baseURL?: string;
  /** API key (default `OPENAI_API_KEY`; for Azure OpenAI also `AZURE_OPENAI_API_KEY`, sent as `api-key`); never written anywhere. */
  apiKey?: string;
  /**
   * Extra request headers for the run's endpoint (`--header NAME=VALUE`, an experiment's `headers`);
   * a value `env:VAR` is read from the environment. Values are never written or printed (the
   * manifest lists the names only).
   */
  headers?: Readonly<Record<string, string>>;
  /**
   * Extra endpoints by name for per-call models written `NAME/MODEL` (e.g. `--judge-model B/gpt-4o`);
   * each key defaults to `OPENAI_API_KEY_<NAME>` (none when unset), never written anywhere. See `endpoints.ts`.
   */
  endpoints?: Readonly<Record<string, EndpointConfig>>;
  /** Bank path (default `projectPath(protocol.defaultBank)`). */
  scenarios?: string;
  /** Bank items given directly instead of a path (hashed as JSON). */
  bank?: Item[];
  /** Options for `protocol.plan` (the CLI's unknown `--x` options). */
  protocolOptions?: Record<string, unknown>;
  /** Calls kept in flight on the run's endpoint (default 8); concurrency jobs open, 2 × once jobs succeed, up to 4 × while fewer calls are pending (`job-scheduler.ts`). */
  concurrency?: number;
  /** Run seed (default 0). */
  seed?: number;
  /** Use only the first N bank items. */
  limit?: number;
  /** Say that this is a resume; re-running on the same directory resumes anyway. */
  resume?: boolean;
  /** Response cache: true = default directory, a string = that directory, false = off. Default true (never for the in-process simulator). */
  cache?: boolean | string;
  retry?: Partial<RetryPolicy>;
  /** Abort when errors / finished trials exceeds this share (default 0.25) ... */
  maxErrorShare?: number;
  /** ... once this many trials have finished in this session (default 20). */
  minTrialsForAbort?: number;
  /** Progress on stderr (default "off"; the CLI uses "auto"). */
  progress?: ProgressMode;
  progressIntervalMs?: number;
  /** A client to use instead of building one from model/baseURL (tests, custom transports). */
  client?: ChatClient;
  /** Extra responders for the in-process simulator (e.g. the test `echo`). */
  simResponders?: readonly SimResponder[];
  simScenariosDir?: string;
  /** Override the run id (default: `<protocol>-<model>-<first 10 hex of the config hash>`). */
  runId?: string;
  /** Stop early (SIGINT); what finished is kept. */
  signal?: AbortSignal;
  /**
   * Draw every trial this many times (default 1): replicate r of run seed S has ids suffixed
   * `~sSrR` (nothing for S = 0, r = 0), its own seeds, and `run_seed`/`repeat` on its records.
   */
  repeats?: number;
  /** Sampling overrides laid over every request of the run's own model (`null` removes a parameter). */
  sampling?: SamplingParams;
  /** Prompt template folder handed to the protocol as `options.prompts`; its files' hash goes into the manifest. */
  prompts?: string;
  /** Re-ask once (fresh journaled call, old reply kept) the calls whose replies gave records with `parse_error`. */
  retryUnparsed?: boolean;
  /** Cap on a reply's content in characters (default 200 000); longer replies are cut and flagged `truncated`. */
  maxReplyChars?: number;
  /**
   * Journal each call's request messages in calls.jsonl (default true); `false` keeps only their SHA-256
   * (`messages_sha256`, journal.ts), for large simulated runs whose prompts a re-run regenerates (scripts/data/).
   */
  journalMessages?: boolean;
  /**
   * A run whose every trial has a record but more than this share of them could not be parsed ends
   * `unusable` (exit 3), not `complete` (default 0.5; 1 never).
   */
  maxParseFailureShare?: number;
  /**
   * Probe, before the jobs, whether the endpoint honours the seed (seed-probe.ts: the same request twice
   * with one seed, once with another); the verdict goes into the manifest (`seed_honoured`, `seed_probe`)
   * and a seed found not honoured leaves the records' `seed` null. Kept on resume (not probed again).
   */
  probeSeed?: boolean;
  /** Where one-time notices go (provider adaptations); default `warn` (stderr). */
  onNotice?: (message: string) => void;
  /**
   * Batch mode (`--batch`): each stage's calls of all jobs go through the endpoint's Batch API
   * (or, `offline`, into request files for an offline engine); see `batch-run.ts`.
   */
  batch?: BatchOptions;
  /**
   * Requests per minute on the run's endpoint (`--rpm`): calls wait for a token-bucket budget that starts
   * full and refills at this rate (see `rate-budget.ts`). Not used with `client`. Per named endpoint: `endpoints.NAME.rpm`.
   */
  rpm?: number;
  /** Tokens per minute on the run's endpoint (`--tpm`): estimated from the prompt before a call, corrected by its usage. Not used with `client`. */
  tpm?: number;
  /** Clock of the rpm/tpm budgets (tests pass a fake one; default real time). */
  budgetClock?: BudgetClock;
}

/** What a run (or resume) did; `trials`, `errors`, `calls` count the whole run directory, `new_*` this session. */
export interface RunSummary {
  run_id: string;
  out: string;
  protocol: string;
  model: string;
  simulated: boolean;
  /** `unusable`: every trial has a record but more than `max_parse_failure_share` of them could not be parsed. */
  status: "complete" | "incomplete" | "aborted" | "unusable";
  abort_reason?: string;
  planned: number;
  trials: number;
  errors: number;
  parse_failures: number;
  new_trials: number;
  new_errors: number;
  calls: number;
  new_calls: number;
  cache_hits: number;
  prompt_tokens: number;
  completion_tokens: number;
  jobs: { planned: number; skipped: number; run: number };
  run_seed: number;
  repeats: number;
  /** parse_failures / trials (0 when no trials). */
  parse_failure_share: number;
  /** True when parse_failure_share passes 5% (the CLI says so loudly). */
  parse_failure_warning: boolean;
  /** Unparsed records by cause (`length`, `refusal`, `empty`, `format`; see `parse-failure-causes.ts`). */
  parse_failure_causes: Record<"length" | "refusal" | "empty" | "format", number>;
  /** The share above which the run is `unusable`. */
  max_parse_failure_share: number;
  /** Planned trials without a record (failed, or never started because the run was interrupted or aborted). */
  not_done: number;
  /** Calls asked afresh this session (`--retry-unparsed`, re-runs of jobs that could not progress). */
  reasked_calls: number;
  /** The error of the first trial still failed (plan order), when any: what to fix before re-running. */
  first_error?: string;
  /** Records of earlier sessions replaced in place by their re-asked version (`--retry-unparsed`). */
  replaced_records: number;
  /** Provider adaptations in force (this session). */
  adaptations: Adaptation[];
  /** Batch mode only: batches created and resumed, requests, retries, failures by custom id. */
  batch?: BatchSummary;
}
