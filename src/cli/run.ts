/**
 * `groupthink run PROTOCOL --model M [--base-url URL] --out RUN_DIR [runner options] [protocol options]`
 * and `groupthink run --config EXP.yaml|EXP.json --out DIR [runner options]`.
 *
 * Runner options are listed by {@link RUN_FLAGS} (and `run --help`); every
 * other `--name value` / `--name=value` / bare `--flag` is a protocol option,
 * checked against the protocol's declared options (`run PROTOCOL --help`
 * lists them with defaults and meanings): an unknown option or a bad value is
 * a usage error (exit 2) naming the option and the allowed values, before
 * anything is written. `--api-key` is a runner option (never a protocol
 * option, never written anywhere; prefer `OPENAI_API_KEY`). `--endpoint
 * NAME=URL` (repeatable) registers an extra endpoint for per-call models
 * written `NAME/MODEL`; its key comes from `OPENAI_API_KEY_<NAME>`.
 *
 * Numbers are strict: integers are decimal digits (`--seed 0x10`, `--seed 1.5`,
 * `--seed -1` are usage errors), and a short option (`-j`) is not a file name
 * but an unknown option.
 *
 * `--dry-run` plans the run and prints trials, jobs, calls and estimated
 * tokens per model (and cost with `--price-in X --price-out Y`, per million
 * tokens) without sending or writing anything (see `runner/dry-run.ts`).
 *
 * Exit status: 0 when every planned trial has a record; 1 when trials are
 * still failed (run the same command again to retry them), the run was
 * aborted or interrupted, or it could not write (disk full, read-only folder, a held lock:
 * one line on stderr; the stack only with `--debug`); 2 on bad usage; 3 when
 * every trial has a record but more than `--max-parse-failure-share` (default
 * 0.5) of them could not be parsed (status `unusable`, causes printed).
 * Everything printed that came from an endpoint or a model is escaped.
 *
 * @example
 * // $ groupthink run phantom --model sim:typical --out data/runs/ph1 --limit 5 --json
 * // {"run_id":"phantom-typical-…","status":"complete","trials":100,...}
 */
import { DataError, UsageError } from "../errors.js";
import { dryRun, type DryRunEstimate } from "../runner/dry-run.js";
import { experimentRuns, loadExperiment } from "../runner/experiment.js";
import { optionHelpLines, passThroughOptions } from "../runner/protocol-options.js";
import { getProtocol, protocolNames } from "../runner/protocols/registry.js";
import { PARSE_FAILURE_WARN_SHARE, runProtocol } from "../runner/run-protocol.js";
import { scenariosPath } from "../runner/public-datasets.js";
import type { RunOptions, RunSummary } from "../runner/run-options.js";
import { describeCauses } from "../runner/parse-failure-causes.js";
import { escapeControl } from "../runner/terminal-text.js";
import { BOOLEAN_SPELLINGS_HELP, booleanWord, inlineBoolean, negatedBoolean } from "./boolean-option.js";
import type { OptionSpec, SamplingParams } from "../runner/types.js";

/** A runner flag: its kind, bounds and one-line meaning. */
export interface RunFlag {
  kind: "string" | "integer" | "number" | "boolean" | "repeat";
  min?: number;
  max?: number;
  arg?: string;
  help: string;
}

/**
 * Every runner option of `groupthink run` (anything else is a protocol option).
 *
 * @example
 * RUN_FLAGS.seed.kind; // => "integer"
 */
export const RUN_FLAGS: Readonly<Record<string, RunFlag>> = {
  model: { kind: "string", arg: "M", help: "model as named to the endpoint, or sim:PROFILE (in-process simulator)" },
  "base-url": { kind: "string", arg: "URL", help: "OpenAI-compatible endpoint incl. /v1 (default $OPENAI_BASE_URL); Azure OpenAI: https://RES.openai.azure.com/openai/deployments/DEP?api-version=V (key sent as api-key)" },
  "api-key": { kind: "string", arg: "KEY", help: "API key (default $OPENAI_API_KEY; never written anywhere; prefer the variable)" },
  endpoint: { kind: "repeat", arg: "NAME=URL", help: "extra endpoint for per-call models NAME/MODEL (key from $OPENAI_API_KEY_<NAME>); repeatable" },
  header: { kind: "repeat", arg: "NAME=VALUE", help: "extra request header (VALUE env:VAR reads a variable); repeatable; values never written or printed" },
  out: { kind: "string", arg: "DIR", help: "run folder (with --config: the experiment folder, one run folder per protocol and model)" },
  config: { kind: "string", arg: "EXP", help: "experiment file (YAML or JSON): protocol(s), models, base_url, endpoints, options, repeats, seed, sampling" },
  scenarios: { kind: "string", arg: "PATH", help: "bank file or folder (default the protocol's shipped bank), or a public dataset by name: xstest|toxichat|hiddenbench|benchform (pinned, cached; offline from $GROUPTHINK_DATA_DIR, docs/DATASETS.md); also given to the in-process simulator" },
  prompts: { kind: "string", arg: "DIR", help: "prompt template folder (default scenarios/PROTOCOL/prompts/); hashed into the manifest" },
  limit: { kind: "integer", min: 0, arg: "N", help: "use only the first N bank items" },
  seed: { kind: "integer", min: 0, arg: "S", help: "run seed (default 0); other seeds suffix trial ids ~sS" },
  repeats: { kind: "integer", min: 1, arg: "N", help: "draw every trial N times (default 1); repeats suffix trial ids ~rR" },
  concurrency: { kind: "integer", min: 1, arg: "N", help: "calls in flight on the endpoint, whatever the stages (N jobs open, 2 × N once jobs succeed, up to 4 × N while fewer than N calls are pending; default 8)" },
  rpm: { kind: "number", min: 0, arg: "N", help: "requests per minute on the run's endpoint: calls wait (token bucket, starts full: N at once, then N/60 a second); experiment files: rpm, endpoints.NAME.rpm" },
  tpm: { kind: "number", min: 0, arg: "N", help: "tokens per minute on the run's endpoint: calls wait; tokens estimated from the prompt (chars/4 + max_tokens) before a call, corrected by its usage after" },
  temperature: { kind: "number", min: 0, max: 2, arg: "T", help: "sampling temperature for every request of the run's model" },
  "top-p": { kind: "number", min: 0, max: 1, arg: "P", help: "nucleus sampling top_p for every request of the run's model" },
  "max-tokens": { kind: "integer", min: 1, arg: "N", help: "completion token cap (sent as max_completion_tokens where the endpoint wants it); without it, empty replies cut at a protocol's default cap (hidden reasoning) raise the cap once to 4096" },
  "reasoning-effort": { kind: "string", arg: "E", help: "reasoning effort for reasoning models (low|medium|high)" },
  logprobs: { kind: "boolean", help: "ask for token logprobs on every request" },
  "no-logprobs": { kind: "boolean", help: "never ask for logprobs (measures that need them become null)" },
  "json-mode": { kind: "boolean", help: "ask for JSON-object replies on every request" },
  "no-json-mode": { kind: "boolean", help: "never ask for JSON mode" },
  "max-reply-chars": { kind: "integer", min: 1, arg: "N", help: "cap on a reply's characters (default 200000): a longer reply is cut to N and flagged truncated; a response body over max(1 MiB, 8·N bytes + 64 KiB) (1665536 bytes at the default) is not read and fails the trial as \"reply too large\": raise --max-reply-chars" },
  "timeout-ms": { kind: "integer", min: 1, arg: "MS", help: "per-attempt request timeout (default 120000)" },
  "max-attempts": { kind: "integer", min: 1, arg: "N", help: "attempts per call incl. the first (default 6)" },
  "max-error-share": { kind: "number", min: 0, max: 1, arg: "X", help: "abort when more than this share of finished trials failed (default 0.25)" },
  "max-parse-failure-share": { kind: "number", min: 0, max: 1, arg: "X", help: "end unusable (exit 3) when more than this share of records could not be parsed (default 0.5; 1 never)" },
  "retry-unparsed": { kind: "boolean", help: "re-ask once the calls whose replies could not be parsed (old reply kept in calls.jsonl)" },
  "probe-seed": { kind: "boolean", help: "before the jobs, send one short request twice with the same seed and once with another: the manifest records seed_honoured (true|false|null) and seed_probe (the evidence); not honoured: records carry seed null (3 extra calls, once per run folder)" },
  resume: { kind: "boolean", help: "say this is a resume (re-running on the same folder resumes anyway)" },
  "no-cache": { kind: "boolean", help: "do not use the response cache" },
  "cache-dir": { kind: "string", arg: "DIR", help: "response cache (default $GROUPTHINK_CACHE_DIR or ~/.cache/groupthink/responses)" },
  "dry-run": { kind: "boolean", help: "plan and estimate calls, tokens and cost; send and write nothing" },
  "price-in": { kind: "number", min: 0, arg: "X", help: "with --dry-run: price per million prompt tokens" },
  "price-out": { kind: "number", min: 0, arg: "Y", help: "with --dry-run: price per million completion tokens" },
  json: { kind: "boolean", help: "print the summary (or dry-run estimate) as JSON on stdout" },
  debug: { kind: "boolean", help: "show stack traces of unexpected errors" },
  help: { kind: "boolean", help: "this help; run PROTOCOL --help adds the protocol's options" },
  batch: { kind: "boolean", help: "send each stage's calls of all jobs as one batch through the endpoint's Batch API (half price; batches journaled in batches.jsonl, never submitted twice; with --dry-run: batch rounds and batch price); docs/BATCH.md" },
  "batch-poll-ms": { kind: "integer", min: 1, arg: "MS", help: "with --batch: wait between polls of a batch (default 30000)" },
};

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function flagValue(name: string, flag: RunFlag, text: string): string | number {
  if (flag.kind === "string") {
    return text;
  }
  const ok = flag.kind === "integer" ? INTEGER.test(text.trim()) : DECIMAL.test(text.trim());
  const n = Number(text);
  const bounds = flag.min !== undefined && flag.max !== undefined ? ` in ${flag.min}..${flag.max}` : flag.min === 0 ? " >= 0" : flag.min !== undefined ? ` >= ${flag.min}` : "";
  const what = `${flag.kind === "integer" ? "an integer" : "a number"}${bounds}`;
  if (!ok || !Number.isFinite(n) || (flag.kind === "integer" && !Number.isSafeInteger(n)) || (flag.min !== undefined && n < flag.min) || (flag.max !== undefined && n > flag.max)) {
    throw new UsageError(`option --${name} expects ${what}, received ${JSON.stringify(text)}`);
  }
  return n;
}

/** The command line split: positionals, runner options, `--endpoint` values, raw protocol options. */
export interface RunArgs {
  positionals: string[];
  known: Record<string, string | number | boolean>;
  endpoints: string[];
  /** `--header NAME=VALUE` values, as given. */
  headers: string[];
  protocol: Record<string, string | boolean>;
}

/**
 * Split argv into positionals, runner options (checked and typed), `--endpoint` values and
 * protocol options (raw strings; a bare flag is `true`). A protocol option's value is the next
 * argument unless it starts with `-` or the protocol declares the option boolean (then only a
 * following `true`/`false` is its value). Boolean options, runner or protocol, also take
 * `--x=true|false` and `--no-x` (see `boolean-option.ts`).
 *
 * @param specs the protocol's declared options, when known (decides bare boolean flags)
 * @throws UsageError for a bad runner option value, an unknown short option, a missing value
 * @example
 * splitRunArgs(["phantom", "--model", "sim:typical", "--out", "d", "--agents", "4", "--endpoint", "B=http://h/v1"]);
 * // => { positionals: ["phantom"], known: { model: "sim:typical", out: "d" }, protocol: { agents: "4" }, endpoints: ["B=http://h/v1"], headers: [] }
 * splitRunArgs(["phantom", "--seed", "0x10"]); // throws UsageError: option --seed expects an integer >= 0, received "0x10"
 */
export function splitRunArgs(argv: readonly string[], specs?: readonly OptionSpec[]): RunArgs {
  const positionals: string[] = [];
  const known: Record<string, string | number | boolean> = {};
  const endpoints: string[] = [];
  const headers: string[] = [];
  const protocol: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (a === "-h") {
      known.help = true;
      continue;
    }
    if (a.startsWith("-") && !a.startsWith("--") && a.length > 1) throw new UsageError(`unknown option ${a} (options are written --name; see run --help)`);
    if (!a.startsWith("--")) {
      positionals.push(a);
      continue;
    }
    const eq = a.indexOf("=");
    const name = a.slice(2, eq === -1 ? undefined : eq);
    if (name.length === 0) throw new UsageError(`bad option ${a}`);
    const inline = eq === -1 ? undefined : a.slice(eq + 1);
    const isRun = (n: string) => Object.prototype.hasOwnProperty.call(RUN_FLAGS, n);
    const specOf = (n: string) => specs?.find((s) => s.name === n);
    // --no-x for a boolean runner or protocol option x (unless no-x is an option itself)
    const negated = negatedBoolean(name, (n) => (isRun(n) ? RUN_FLAGS[n].kind === "boolean" : specOf(n)?.type === "boolean"), (n) => isRun(n) || specOf(n) !== undefined);
    if (negated !== undefined) {
      if (inline !== undefined) throw new UsageError(`option --${name} takes no value`);
      if (isRun(negated)) known[negated] = false;
      else {
        if (Object.prototype.hasOwnProperty.call(protocol, negated)) throw new UsageError(`option --${negated} given twice`);
        protocol[negated] = false;
      }
      continue;
    }
    const flag = isRun(name) ? RUN_FLAGS[name] : undefined;
    if (flag) {
      if (flag.kind === "boolean") {
        let b = inline !== undefined ? inlineBoolean(name, inline) : booleanWord(argv[i + 1]);
        if (inline === undefined && b !== undefined) i++;
        b ??= true;
        // --x=false for an option with an explicit --no-x twin means --no-x
        if (!b && isRun(`no-${name}`)) known[`no-${name}`] = true;
        else known[name] = b;
        continue;
      }
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`option --${name} needs a value${flag.arg ? ` ${flag.arg}` : ""}`);
      if (flag.kind === "repeat") (name === "header" ? headers : endpoints).push(value);
      else {
        if (Object.prototype.hasOwnProperty.call(known, name)) throw new UsageError(`option --${name} given twice`);
        known[name] = flagValue(name, flag, value);
      }
      continue;
    }
    const spec = specOf(name);
    let value: string | boolean | undefined = inline;
    if (value === undefined && spec?.type === "boolean" && booleanWord(argv[i + 1]) !== undefined) value = argv[++i];
    if (value === undefined && spec?.type !== "boolean" && argv[i + 1] !== undefined && !argv[i + 1].startsWith("-")) value = argv[++i];
    if (Object.prototype.hasOwnProperty.call(protocol, name)) throw new UsageError(`option --${name} given twice`);
    protocol[name] = value ?? true;
  }
  return { positionals, known, endpoints, headers, protocol };
}

/**
 * Parse repeated `--header NAME=VALUE` options (split at the first `=`; a value `env:VAR` is
 * read from the environment by the runner). Error messages name the header, never its value.
 *
 * @throws UsageError for a value without `=` or an empty name, or a name given twice
 * @example
 * parseHeaderArgs(["X-Org=acme", "X-Token=env:MY_TOKEN"]); // => { "X-Org": "acme", "X-Token": "env:MY_TOKEN" }
 * parseHeaderArgs(["X-Org"]); // throws UsageError: --header expects NAME=VALUE (received a value without "=")
 */
export function parseHeaderArgs(values: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of values) {
    const eq = v.indexOf("=");
    if (eq <= 0) throw new UsageError(`--header expects NAME=VALUE (received a value without "=")`);
    const name = v.slice(0, eq);
    if (Object.keys(out).some((n) => n.toLowerCase() === name.toLowerCase())) throw new UsageError(`--header ${JSON.stringify(name)} given twice`);
    out[name] = v.slice(eq + 1);
  }
  return out;
}

/**
 * Parse the values of repeated `--endpoint NAME=URL` options into `runProtocol`'s `endpoints`
 * (keys are taken from the environment by the runner, not here).
 *
 * @throws UsageError for a value without `=`, an empty name or URL, or a name given twice
 * @example
 * parseEndpointArgs(["B=http://127.0.0.1:8089/v1"]); // => { B: { baseURL: "http://127.0.0.1:8089/v1" } }
 * parseEndpointArgs(["B"]); // throws UsageError: --endpoint expects NAME=URL, received "B"
 */
export function parseEndpointArgs(values: readonly string[]): Record<string, { baseURL: string }> {
  const out: Record<string, { baseURL: string }> = {};
  for (const v of values) {
    const eq = v.indexOf("=");
    if (eq <= 0 || eq === v.length - 1) throw new UsageError(`--endpoint expects NAME=URL, received ${JSON.stringify(v)}`);
    const name = v.slice(0, eq);
    if (Object.prototype.hasOwnProperty.call(out, name)) throw new UsageError(`--endpoint ${name} given twice`);
    out[name] = { baseURL: v.slice(eq + 1) };
  }
  return out;
}

function fmtSampling(s: SamplingParams | undefined): string {
  const parts = Object.entries(s ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${String(v)}`);
  return parts.length > 0 ? parts.join(", ") : "none declared (each request as the protocol builds it)";
}

/**
 * The help of `groupthink run` (with a protocol: its options, defaults and sampling defaults too).
 *
 * @example
 * runHelp().startsWith("usage: groupthink run PROTOCOL"); // => true
 * runHelp("phantom").includes("phantom options:"); // => true
 */
export function runHelp(protocolName?: string): string {
  const lines = [
    "usage: groupthink run PROTOCOL --model M [--base-url URL] --out RUN_DIR [runner options] [protocol options]",
    "       groupthink run --config EXP.yaml|EXP.json --out DIR [runner options]",
    "",
    `protocols: ${protocolNames().join(", ")}`,
    "",
    "runner options:",
    ...Object.entries(RUN_FLAGS).map(([n, f]) => `  ${`--${n}${f.arg ? ` ${f.arg}` : ""}`.padEnd(24)}${f.help}`),
  ];
  if (protocolName !== undefined) {
    const p = getProtocol(protocolName);
    lines.push("", `${protocolName} options:`);
    if (p.options && p.options.length > 0) lines.push(...optionHelpLines(p.options));
    else lines.push(p.options ? "  (none)" : "  (this protocol declares no options yet: --name value is passed through unchecked)");
    lines.push("", `${protocolName} sampling defaults (paper): ${fmtSampling(p.sampling)}`, "  (sent with every request that does not set them; --temperature, --top-p, --max-tokens, --reasoning-effort, --[no-]logprobs, --[no-]json-mode override them for the run's model;", "   the manifest's effective_sampling records what the calls carried)");
  }
  lines.push("", BOOLEAN_SPELLINGS_HELP);
  lines.push(
    "",
    "Exit status: 0 every planned trial has a record; 1 trials still failed (re-run the same command), run aborted or interrupted, or a write failed; 2 bad usage;",
    "  3 every trial has a record but more than --max-parse-failure-share (default 0.5) could not be parsed (status unusable; the causes length/refusal/empty/format are printed).",
  );
  return lines.join("\n") + "\n";
}

/**
 * What `groupthink run --help` prints for these arguments (the CLI dispatcher calls it).
 *
 * @example
 * help(["phantom", "--help"]).includes("phantom options:"); // => true
 */
export function help(argv: readonly string[]): string {
  const p = argv.find((a) => !a.startsWith("-"));
  return runHelp(p !== undefined && protocolNames().includes(p) ? p : undefined);
}

function samplingFrom(k: Record<string, string | number | boolean>): SamplingParams {
  if (k.logprobs && k["no-logprobs"]) throw new UsageError("--logprobs and --no-logprobs contradict each other");
  if (k["json-mode"] && k["no-json-mode"]) throw new UsageError("--json-mode and --no-json-mode contradict each other");
  const s: SamplingParams = {};
  if (k.temperature !== undefined) s.temperature = k.temperature as number;
  if (k["top-p"] !== undefined) s.top_p = k["top-p"] as number;
  if (k["max-tokens"] !== undefined) s.max_tokens = k["max-tokens"] as number;
  if (k["reasoning-effort"] !== undefined) s.reasoning_effort = k["reasoning-effort"] as string;
  if (k.logprobs) s.logprobs = true;
  if (k["no-logprobs"]) s.logprobs = null;
  if (k["json-mode"]) s.json = true;
  if (k["no-json-mode"]) s.json = null;
  return s;
}

/** The runner options the command line sets (flags override an experiment file's values). */
function runnerOverrides(k: Record<string, string | number | boolean>, endpoints: string[], headers: string[]): Partial<RunOptions> {
  const o: Partial<RunOptions> = {};
  if (headers.length > 0) o.headers = parseHeaderArgs(headers);
  if (k["base-url"] !== undefined) o.baseURL = k["base-url"] as string;
  if (k["api-key"] !== undefined) o.apiKey = k["api-key"] as string;
  if (endpoints.length > 0) o.endpoints = parseEndpointArgs(endpoints);
  if (k.scenarios !== undefined) o.scenarios = k.scenarios as string;
  if (k.prompts !== undefined) o.prompts = k.prompts as string;
  if (k.limit !== undefined) o.limit = k.limit as number;
  if (k.seed !== undefined) o.seed = k.seed as number;
  if (k.repeats !== undefined) o.repeats = k.repeats as number;
  if (k.concurrency !== undefined) o.concurrency = k.concurrency as number;
  if (k.rpm !== undefined) o.rpm = k.rpm as number;
  if (k.tpm !== undefined) o.tpm = k.tpm as number;
  if (k["max-reply-chars"] !== undefined) o.maxReplyChars = k["max-reply-chars"] as number;
  if (k["max-error-share"] !== undefined) o.maxErrorShare = k["max-error-share"] as number;
  if (k["max-parse-failure-share"] !== undefined) o.maxParseFailureShare = k["max-parse-failure-share"] as number;
  if (k["retry-unparsed"]) o.retryUnparsed = true;
  if (k["probe-seed"]) o.probeSeed = true;
  if (k.resume) o.resume = true;
  const retry: Record<string, number> = {};
  if (k["timeout-ms"] !== undefined) retry.timeoutMs = k["timeout-ms"] as number;
  if (k["max-attempts"] !== undefined) retry.maxAttempts = k["max-attempts"] as number;
  if (Object.keys(retry).length > 0) o.retry = retry;
  if (k.batch) o.batch = { ...(k["batch-poll-ms"] !== undefined ? { pollMs: k["batch-poll-ms"] as number } : {}) };
  else if (k["batch-poll-ms"] !== undefined) throw new UsageError("--batch-poll-ms goes with --batch");
  if (k["no-cache"]) o.cache = false;
  else if (k["cache-dir"] !== undefined) o.cache = k["cache-dir"] as string;
  return o;
}

/** One line for an unexpected failure: file-system errors by code and path, others by message. */
function failureLine(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  const what: Record<string, string> = {
    ENOSPC: "no space left on device", EROFS: "read-only file system", EACCES: "permission denied", EPERM: "operation not permitted",
    ENOTDIR: "a path component is not a folder", EISDIR: "is a folder", EEXIST: "already exists", EDQUOT: "disk quota exceeded",
  };
  if (err && typeof err.code === "string" && what[err.code]) return `cannot write ${err.path ?? ""}: ${what[err.code]} (${err.code})`.replace("write : ", "write: ");
  return err instanceof Error ? err.message : String(e);
}

/** JSON on one line with C1 controls and DEL escaped too (JSON.stringify leaves them raw). */
function jsonLine(v: unknown): string {
  // eslint-disable-next-line no-control-regex
  return JSON.stringify(v).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`) + "\n";
}

function printSummary(s: RunSummary): void {
  process.stderr.write(
    escapeControl(
      `${s.run_id}: ${s.status}${s.abort_reason ? ` (${s.abort_reason})` : ""}; ${s.trials}/${s.planned} trials, ${s.errors} errors, ` +
        `${s.parse_failures} parse failures (${(100 * s.parse_failure_share).toFixed(1)}%), ${s.cache_hits} cache hits${s.simulated ? " [simulated]" : ""} → ${s.out}`,
      { keepNewlines: false },
    ) + "\n",
  );
}

function printWarnings(s: RunSummary): void {
  if (s.batch) {
    const b = s.batch;
    process.stderr.write(escapeControl(`groupthink run: batch ${b.mode}: ${b.batches_created} batches created, ${b.batches_resumed} resumed, ${b.requests} requests, ${b.retried} retried, ${b.failed.length} failed`, { keepNewlines: false }) + "\n");
    for (const f of b.failed.slice(0, 20)) process.stderr.write(escapeControl(`groupthink run: ${f.error.slice(0, 300)}; trials: ${f.trials.join(", ") || "none"}`, { keepNewlines: false }) + "\n");
    if (b.failed.length > 20) process.stderr.write(`groupthink run: ... ${b.failed.length - 20} more failed batch requests (run --json lists them all)\n`);
  }
  const causes = describeCauses(s.parse_failure_causes);
  if (s.status === "unusable") {
    process.stderr.write(
      escapeControl(
        `groupthink run: ERROR: ${s.parse_failures} of ${s.trials} records (${(100 * s.parse_failure_share).toFixed(1)}%) of ${s.run_id} could not be parsed ` +
          `(more than ${100 * s.max_parse_failure_share}%, --max-parse-failure-share): the run measured nothing usable; causes: ${causes}`,
        { keepNewlines: false },
      ) + "\n",
    );
  } else if (s.parse_failure_warning) {
    process.stderr.write(
      escapeControl(
        `groupthink run: WARNING: ${s.parse_failures} of ${s.trials} records (${(100 * s.parse_failure_share).toFixed(1)}%) of ${s.run_id} could not be parsed ` +
          `(more than ${100 * PARSE_FAILURE_WARN_SHARE}%); causes: ${causes}`,
        { keepNewlines: false },
      ) + "\n",
    );
  }
  if (s.status !== "complete" && s.status !== "unusable" && !(s.batch?.pending_file)) {
    const why = s.first_error !== undefined ? ` (first error: ${s.first_error.slice(0, 300)})` : "";
    const failed = s.errors > 0 ? `${s.errors} failed` : "";
    const unstarted = s.not_done - s.errors > 0 ? `${s.not_done - s.errors} not started` : "";
    const split = [failed, unstarted].filter((x) => x !== "").join(", ");
    process.stderr.write(escapeControl(`groupthink run: ${s.not_done} trials of ${s.run_id} not done${split ? ` (${split})` : ""}${why}; run the same command again to ${s.errors > 0 ? "retry them (errors.jsonl lists the failed ones)" : "resume"}`, { keepNewlines: false }) + "\n");
  }
}

function printEstimate(e: DryRunEstimate): void {
  const money = (x: number | null): string => (x === null ? "" : `, cost ≈ ${x.toFixed(4)}`);
  process.stderr.write(escapeControl(`dry run ${e.protocol} ${e.model}: ${e.trials} trials, ${e.jobs} jobs, ${e.calls} calls, ≈${e.prompt_tokens} prompt + ≈${e.completion_tokens} completion tokens${money(e.cost)} (nothing sent)`, { keepNewlines: false }) + "\n");
  for (const m of e.models) {
    if (e.models.length > 1 || m.model !== e.model) process.stderr.write(escapeControl(`  ${m.model}: ${m.calls} calls, ≈${m.prompt_tokens} + ≈${m.completion_tokens} tokens${money(m.cost)}`, { keepNewlines: false }) + "\n");
  }
  if (e.batch) process.stderr.write(escapeControl(`  batch: ${e.batch.rounds} batch rounds (stages)${e.batch.cost === null ? "" : `, batch price ≈ ${e.batch.cost.toFixed(4)} (${100 * (1 - e.batch.discount)}% off the live estimate)`}`, { keepNewlines: false }) + "\n");
}

/**
 * Run `groupthink run` with the arguments after the command name.
 *
 * @param argv e.g. `["phantom", "--model", "sim:typical", "--out", "data/runs/ph1"]`
 * @returns the exit status: 0 complete, 1 trials still failed, run aborted or a write failed, 3 mostly unparseable
 * @throws UsageError for a missing PROTOCOL, `--model` or `--out`, an unknown protocol, a bad option or `--endpoint`
 * @example
 * await main(["phantom", "--model", "sim:typical", "--out", "/tmp/ph1", "--limit", "2", "--json"]); // => 0
 */
export async function main(argv: string[], extra: Partial<RunOptions> = {}): Promise<number> {
  const first = argv[0] !== undefined && !argv[0].startsWith("-") && protocolNames().includes(argv[0]) ? getProtocol(argv[0]) : undefined;
  const args = splitRunArgs(argv, first?.options);
  const debug = args.known.debug === true;
  try {
    return await runMain(args, extra);
  } catch (e) {
    if (e instanceof UsageError) throw new UsageError(escapeControl(e.message, { keepNewlines: false }));
    if (debug) throw e;
    if (e instanceof DataError) {
      process.stderr.write(escapeControl(e.message, { keepNewlines: false }) + "\n");
      return 1;
    }
    process.stderr.write(`groupthink run: ${escapeControl(failureLine(e), { keepNewlines: false })} (--debug shows the stack)\n`);
    return 1;
  }
}

async function runMain(args: RunArgs, extra: Partial<RunOptions>): Promise<number> {
  const { positionals, known, endpoints, headers, protocol } = args;
  if (known.help) {
    process.stdout.write(runHelp(positionals[0] !== undefined && protocolNames().includes(positionals[0]) ? positionals[0] : undefined));
    return 0;
  }
  if (typeof known.out !== "string") throw new UsageError("--out is required");
  if (known.out.trim() === "") throw new UsageError("--out expects a folder path, received an empty string");
  const json = known.json === true;
  const dry = known["dry-run"] === true;
  if ((known["price-in"] !== undefined || known["price-out"] !== undefined) && !dry) throw new UsageError("--price-in/--price-out go with --dry-run");
  const sampling = samplingFrom(known);
  const overrides = runnerOverrides(known, endpoints, headers);
  let runs: RunOptions[];
  if (typeof known.config === "string") {
    if (positionals.length > 0) throw new UsageError(`with --config the protocol comes from the file; unexpected ${positionals.join(" ")}`);
    if (known.model !== undefined) throw new UsageError("with --config the models come from the file (models: [...]); drop --model");
    if (Object.keys(protocol).length > 0) throw new UsageError(`with --config protocol options go in the file's options; unexpected --${Object.keys(protocol)[0]}`);
    const exp = loadExperiment(known.config);
    runs = experimentRuns(exp, known.out).map((r) => ({ ...r, ...overrides, sampling: { ...r.sampling, ...sampling }, retry: { ...r.retry, ...overrides.retry },
      ...(r.headers || overrides.headers ? { headers: { ...r.headers, ...overrides.headers } } : {}) }));
  } else {
    if (positionals.length !== 1) throw new UsageError(`expected one PROTOCOL (${protocolNames().join("|")}), received ${positionals.length === 0 ? "none" : positionals.join(" ")}`);
    if (!protocolNames().includes(positionals[0])) throw new UsageError(`unknown protocol ${JSON.stringify(positionals[0])} (protocols: ${protocolNames().join(", ")})`);
    if (typeof known.model !== "string" || known.model === "") throw new UsageError("--model is required");
    const p = getProtocol(positionals[0]);
    runs = [{ protocol: positionals[0], model: known.model, out: known.out, ...overrides, sampling, protocolOptions: p.options ? protocol : passThroughOptions(protocol) }];
  }
  for (const r of runs) Object.assign(r, extra, extra.batch || r.batch ? { batch: { ...r.batch, ...extra.batch } } : {});
  for (const r of runs) r.scenarios = await scenariosPath(r.scenarios, { onDownload: (l) => process.stderr.write(`groupthink run: ${l}\n`) }); // public datasets by name
  if (dry) {
    const prices = { priceIn: known["price-in"] as number | undefined, priceOut: known["price-out"] as number | undefined };
    const estimates: DryRunEstimate[] = [];
    for (const r of runs) estimates.push(await dryRun(r, prices));
    if (json) process.stdout.write(jsonLine(estimates.length === 1 && known.config === undefined ? estimates[0] : { dry_run: true, runs: estimates }));
    else for (const e of estimates) printEstimate(e);
    return 0;
  }
  const controller = new AbortController();
  const onSignal = (): void => {
    process.stderr.write("groupthink run: interrupted; finishing what is in flight (run the same command to resume)\n");
    controller.abort();
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const summaries: RunSummary[] = [];
  try {
    for (const r of runs) {
      if (controller.signal.aborted) break;
      const s = await runProtocol({ ...r, progress: json ? "off" : "auto", signal: controller.signal, onNotice: (m) => process.stderr.write(`groupthink run: ${escapeControl(m, { keepNewlines: false })}\n`) });
      summaries.push(s);
      if (!json) printSummary(s);
    }
  } finally {
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
  }
  const allComplete = summaries.length === runs.length && summaries.every((s) => s.status === "complete");
  const onlyUnusable = summaries.length === runs.length && summaries.every((s) => s.status === "complete" || s.status === "unusable");
  if (json) process.stdout.write(jsonLine(known.config === undefined ? summaries[0] : { runs: summaries, status: allComplete ? "complete" : onlyUnusable ? "unusable" : "incomplete" }));
  for (const s of summaries) printWarnings(s);
  return allComplete ? 0 : onlyUnusable ? 3 : 1;
}
