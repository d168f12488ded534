/**
 * Experiments as files: `groupthink run --config EXP.yaml|EXP.json --out DIR`.
 * The file (YAML or JSON; a `.json` file is read as JSON, anything else as
 * YAML, which includes JSON) is an object with:
 *
 * | key | meaning |
 * |---|---|
 * | `protocol` | a protocol name or a list of them (required) |
 * | `models` / `model` | the models (a list, or one string) (required) |
 * | `base_url` | the endpoint of every model not written `sim:PROFILE` (else `OPENAI_BASE_URL`); `sim:` models run in process (to run profiles over HTTP, name them without `sim:` and point `base_url` at `sim serve`) |
 * | `endpoints` | `{NAME: URL}` extra endpoints for per-call `NAME/MODEL` models; an endpoint may also be `{base_url: URL, rpm: N, tpm: N}` (its own request/token budgets per minute) |
 * | `options` | protocol options; runner keys among them (`limit`, `scenarios`, `prompts`, `concurrency`, `repeats`, `seed`, `max-reply-chars`, `retry-unparsed`) are taken as runner options; with several protocols, a key naming a protocol holds that protocol's own options |
 * | `repeats`, `seed`, `limit`, `scenarios`, `prompts`, `concurrency` | runner options |
 * | `sampling` | `{temperature, top_p, max_tokens, reasoning_effort, logprobs, json}` (also accepted at top level) |
 * | `batch`, `batch_poll_ms` | batch mode (`--batch`, `--batch-poll-ms`): each stage's calls through the endpoint's Batch API (docs/BATCH.md) |
 * | `rpm`, `tpm` | requests / tokens per minute on `base_url` (and the in-process simulator): calls wait for the budget (`--rpm`, `--tpm`) |
 * | `headers` | `{NAME: VALUE}` extra request headers for `base_url` (a value `env:VAR` is read from the environment; values are never written or printed) |
 *
 * One run folder per (protocol, model) under DIR: `DIR/<protocol>/<folder>`,
 * the folder derived from the model alone ({@link modelFolderName}): a name of
 * `[A-Za-z0-9._-]` stays as it is, `sim:NAME` is `sim_NAME`, any other name is
 * made safe and gets the first 8 hex digits of its SHA-256 (`org/m` →
 * `org_m-<hash>`), so two models never share a folder and editing the model
 * list never renames the folder of a model that stays: re-running an edited
 * experiment resumes its unchanged runs. Unknown keys, a key given twice, a protocol or model
 * listed twice, both `protocol` and `protocols` (or `model` and `models`),
 * a prototype key (`__proto__`, `constructor`, `prototype`) anywhere, and a
 * YAML tag the parser does not know (`!!js/function`) are usage errors.
 *
 * @example
 * const runs = experimentRuns(parseExperiment('{"protocol": "phantom", "models": ["sim:typical", "sim:resistant"], "seed": 2, "options": {"limit": 2}}', "exp.json"), "out");
 * runs.map((r) => [r.out, r.seed, r.limit]); // => [["out/phantom/sim_typical", 2, 2], ["out/phantom/sim_resistant", 2, 2]]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { UsageError } from "../errors.js";
import { sha256Hex } from "./hash.js";
import type { RunOptions } from "./run-options.js";
import type { SamplingParams } from "./types.js";

/** An experiment file, checked. */
export interface Experiment {
  file: string;
  protocols: string[];
  models: string[];
  baseURL?: string;
  endpoints?: Record<string, string>;
  /** Extra request headers for `base_url` (values never written or printed). */
  headers?: Record<string, string>;
  /** Protocol options shared by every protocol. */
  options: Record<string, unknown>;
  /** Per-protocol options (a key naming a protocol inside `options`). */
  perProtocol: Record<string, Record<string, unknown>>;
  runner: { repeats?: number; seed?: number; limit?: number; scenarios?: string; prompts?: string; concurrency?: number; maxReplyChars?: number; retryUnparsed?: boolean; batch?: boolean; batchPollMs?: number };
  sampling: SamplingParams;
  /** Request / token budgets per minute of `base_url` (top-level `rpm`, `tpm`). */
  rateLimits?: { rpm?: number; tpm?: number };
  /** Request / token budgets per minute of named endpoints (`endpoints.NAME: {base_url, rpm, tpm}`). */
  endpointLimits?: Record<string, { rpm?: number; tpm?: number }>;
}

const TOP = ["protocol", "protocols", "models", "model", "base_url", "endpoints", "headers", "options", "repeats", "seed", "limit", "scenarios", "prompts", "concurrency", "sampling",
  "temperature", "top_p", "max_tokens", "reasoning_effort", "logprobs", "json", "max_reply_chars", "retry_unparsed", "batch", "batch_poll_ms", "rpm", "tpm"] as const;
const SAMPLING = ["temperature", "top_p", "max_tokens", "reasoning_effort", "logprobs", "top_logprobs", "json"] as const;
const RUNNER_IN_OPTIONS: Record<string, keyof Experiment["runner"]> = {
  limit: "limit", scenarios: "scenarios", prompts: "prompts", concurrency: "concurrency", repeats: "repeats", seed: "seed",
  "max-reply-chars": "maxReplyChars", max_reply_chars: "maxReplyChars", "retry-unparsed": "retryUnparsed", retry_unparsed: "retryUnparsed",
  batch: "batch", "batch-poll-ms": "batchPollMs", batch_poll_ms: "batchPollMs",
};

function fail(file: string, what: string): never {
  throw new UsageError(`${file}: ${what}`);
}

function strings(file: string, key: string, v: unknown): string[] {
  const list = typeof v === "string" ? [v] : v;
  if (!Array.isArray(list) || list.length === 0 || !list.every((x) => typeof x === "string" && x.length > 0)) fail(file, `${key} expects a non-empty string or list of strings, received ${JSON.stringify(v)}`);
  const seen = new Set<string>();
  for (const x of list as string[]) {
    if (seen.has(x)) fail(file, `${key} lists ${JSON.stringify(x)} twice`);
    seen.add(x);
  }
  return list as string[];
}

const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Refuse a prototype key anywhere in the document (it would be dropped or change an object's prototype). */
function noPrototypeKeys(file: string, v: unknown, path: string): void {
  if (Array.isArray(v)) v.forEach((x, i) => noPrototypeKeys(file, x, `${path}[${i}]`));
  else if (v !== null && typeof v === "object") {
    for (const k of Object.keys(v)) {
      const at = path === "" ? k : `${path}.${k}`;
      if (PROTOTYPE_KEYS.has(k)) fail(file, `key ${JSON.stringify(at)} is not allowed (a prototype key)`);
      noPrototypeKeys(file, (v as Record<string, unknown>)[k], at);
    }
  }
}

function parseDoc(text: string, file: string): unknown {
  if (file.toLowerCase().endsWith(".json")) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      fail(file, `not valid JSON: ${(e as Error).message.split("\n")[0]}`);
    }
    // JSON.parse keeps the last of two equal keys silently; the YAML reader (a JSON superset) names them
    const dup = parseDocument(text).errors.find((e) => e.code === "DUPLICATE_KEY");
    if (dup) fail(file, `not valid JSON: ${dup.message.split("\n")[0]}`);
    return value;
  }
  const doc = parseDocument(text);
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const tag = problem.code === "TAG_RESOLVE_FAILED" ? "unknown YAML tag: " : "";
    fail(file, `not valid YAML: ${tag}${problem.message.split("\n")[0]}`);
  }
  try {
    return doc.toJS();
  } catch (e) {
    fail(file, `not valid YAML: ${(e as Error).message.split("\n")[0]}`);
  }
}

function runnerValue(file: string, key: string, name: keyof Experiment["runner"], v: unknown): unknown {
  if (name === "scenarios" || name === "prompts") {
    if (typeof v !== "string" || v === "") fail(file, `${key} expects a path, received ${JSON.stringify(v)}`);
    return v;
  }
  if (name === "retryUnparsed" || name === "batch") {
    if (typeof v !== "boolean") fail(file, `${key} expects true or false, received ${JSON.stringify(v)}`);
    return v;
  }
  const min = name === "seed" || name === "limit" ? 0 : 1;
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < min) fail(file, `${key} expects ${min === 0 ? "a non-negative" : "a positive"} integer, received ${JSON.stringify(v)}`);
  return v;
}

/**
 * Parse and check an experiment file's text (see the file comment).
 *
 * @throws UsageError naming the file and the key
 * @example
 * parseExperiment("protocol: phantom\nmodels: [sim:typical]\n", "exp.yaml").models; // => ["sim:typical"]
 * parseExperiment("protocol: phantom\n", "exp.yaml"); // throws UsageError: exp.yaml: models is required (a list of models)
 */
export function parseExperiment(text: string, file: string): Experiment {
  const doc = parseDoc(text, file);
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) fail(file, "expected an object with protocol, models, ...");
  noPrototypeKeys(file, doc, "");
  const d = doc as Record<string, unknown>;
  for (const k of Object.keys(d)) if (!(TOP as readonly string[]).includes(k)) fail(file, `unknown key ${JSON.stringify(k)} (keys: ${TOP.join(", ")})`);
  if (d.protocol !== undefined && d.protocols !== undefined) fail(file, "give protocol or protocols, not both");
  if (d.model !== undefined && d.models !== undefined) fail(file, "give models or model, not both");
  if (d.protocol === undefined && d.protocols === undefined) fail(file, "protocol is required (a name or a list)");
  const protocols = strings(file, d.protocol !== undefined ? "protocol" : "protocols", d.protocol ?? d.protocols);
  if (d.models === undefined && d.model === undefined) fail(file, "models is required (a list of models)");
  const models = strings(file, d.models !== undefined ? "models" : "model", d.models ?? d.model);
  const exp: Experiment = { file, protocols, models, options: {}, perProtocol: {}, runner: {}, sampling: {} };
  if (d.base_url !== undefined) {
    if (typeof d.base_url !== "string" || d.base_url === "") fail(file, `base_url expects a URL, received ${JSON.stringify(d.base_url)}`);
    exp.baseURL = d.base_url;
  }
  if (d.headers !== undefined) {
    if (!d.headers || typeof d.headers !== "object" || Array.isArray(d.headers)) fail(file, "headers expects {NAME: VALUE}");
    for (const [n, v] of Object.entries(d.headers as Record<string, unknown>)) if (typeof v !== "string") fail(file, `headers.${n} expects a string (its value is not shown)`);
    exp.headers = { ...(d.headers as Record<string, string>) };
  }
  if (d.endpoints !== undefined) {
    if (!d.endpoints || typeof d.endpoints !== "object" || Array.isArray(d.endpoints)) fail(file, "endpoints expects {NAME: URL}");
    exp.endpoints = {};
    for (const [n, u] of Object.entries(d.endpoints as Record<string, unknown>)) {
      if (u && typeof u === "object" && !Array.isArray(u)) {
        const e = u as Record<string, unknown>;
        for (const k of Object.keys(e)) if (!["base_url", "rpm", "tpm"].includes(k)) fail(file, `endpoints.${n}: unknown key ${JSON.stringify(k)} (keys: base_url, rpm, tpm)`);
        if (typeof e.base_url !== "string" || e.base_url === "") fail(file, `endpoints.${n}.base_url expects a URL`);
        exp.endpoints[n] = e.base_url as string;
        const limits = rateLimitsOf(file, `endpoints.${n}.`, e);
        if (limits) (exp.endpointLimits ??= {})[n] = limits;
      } else if (typeof u !== "string" || u === "") fail(file, `endpoints.${n} expects a URL or {base_url, rpm, tpm}`);
      else exp.endpoints[n] = u;
    }
  }
  const limits = rateLimitsOf(file, "", d);
  if (limits) exp.rateLimits = limits;
  for (const k of ["repeats", "seed", "limit", "scenarios", "prompts", "concurrency", "max_reply_chars", "retry_unparsed", "batch", "batch_poll_ms"] as const) {
    if (d[k] !== undefined) {
      const name = RUNNER_IN_OPTIONS[k];
      (exp.runner as Record<string, unknown>)[name] = runnerValue(file, k, name, d[k]);
    }
  }
  if (d.options !== undefined) {
    if (!d.options || typeof d.options !== "object" || Array.isArray(d.options)) fail(file, "options expects an object of option: value");
    for (const [k, v] of Object.entries(d.options as Record<string, unknown>)) {
      if (protocols.includes(k) && v && typeof v === "object" && !Array.isArray(v)) exp.perProtocol[k] = { ...(v as Record<string, unknown>) };
      else if (Object.prototype.hasOwnProperty.call(RUNNER_IN_OPTIONS, k)) (exp.runner as Record<string, unknown>)[RUNNER_IN_OPTIONS[k]] = runnerValue(file, `options.${k}`, RUNNER_IN_OPTIONS[k], v);
      else exp.options[k] = v;
    }
  }
  const samplingSrc: Record<string, unknown> = {};
  if (d.sampling !== undefined) {
    if (!d.sampling || typeof d.sampling !== "object" || Array.isArray(d.sampling)) fail(file, "sampling expects an object");
    Object.assign(samplingSrc, d.sampling);
  }
  for (const k of SAMPLING) if (d[k] !== undefined) samplingSrc[k] = d[k];
  for (const [k, v] of Object.entries(samplingSrc)) {
    if (!(SAMPLING as readonly string[]).includes(k)) fail(file, `unknown sampling key ${JSON.stringify(k)} (keys: ${SAMPLING.join(", ")})`);
    const ok = v === null || (k === "reasoning_effort" ? typeof v === "string" : k === "logprobs" || k === "json" ? typeof v === "boolean" : typeof v === "number" && Number.isFinite(v));
    if (!ok) fail(file, `sampling ${k}: bad value ${JSON.stringify(v)}`);
    (exp.sampling as Record<string, unknown>)[k] = v;
  }
  return exp;
}

/** The `rpm`/`tpm` of an object (positive numbers), or null when it has neither. */
function rateLimitsOf(file: string, prefix: string, o: Record<string, unknown>): { rpm?: number; tpm?: number } | null {
  const out: { rpm?: number; tpm?: number } = {};
  for (const k of ["rpm", "tpm"] as const) {
    const v = o[k];
    if (v === undefined) continue;
    if (typeof v !== "number" || !Number.isFinite(v) || v <= 0) fail(file, `${prefix}${k} expects a positive number, received ${JSON.stringify(v)}`);
    out[k] = v;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * Read an experiment file.
 *
 * @throws UsageError when it cannot be read or is not a valid experiment
 * @example
 * loadExperiment("experiments/two-models.yaml").protocols; // => ["phantom"]
 */
export function loadExperiment(path: string): Experiment {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new UsageError(`--config ${path}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  return parseExperiment(text, path);
}

/**
 * A model name made safe as a folder name: every run of characters outside `[A-Za-z0-9._-]` becomes `_`,
 * leading dots are dropped (no `..`, no hidden folders), empty → `model`.
 *
 * @example
 * [safeFolderName("sim:typical"), safeFolderName("meta-llama/Llama-3-8B"), safeFolderName("../x")]; // => ["sim_typical", "meta-llama_Llama-3-8B", "_x"]
 */
export function safeFolderName(name: string): string {
  const s = name.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^\.+/, "");
  return s.length === 0 ? "model" : s.slice(0, 120);
}

/**
 * The run folder of a model in an experiment, from the model alone (never from the rest of the list):
 * a name of `[A-Za-z0-9._-]` (not starting with `.` or `sim_`, not ending like a hash suffix) is
 * itself; `sim:NAME` with such a NAME is `sim_NAME`; any other name is {@link safeFolderName} plus
 * `-` and the first 8 hex digits of its SHA-256, so two models never share a folder.
 *
 * @example
 * [modelFolderName("gpt-4o"), modelFolderName("sim:typical"), modelFolderName("org/m").replace(/[0-9a-f]{8}$/, "H")];
 * // => ["gpt-4o", "sim_typical", "org_m-H"]
 */
export function modelFolderName(model: string): string {
  const plain = (n: string): boolean => /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}$/.test(n) && !/-[0-9a-f]{8}$/.test(n);
  if (plain(model) && !model.startsWith("sim_")) return model;
  if (model.startsWith("sim:") && plain(model.slice(4)) && !model.slice(4).startsWith("sim_")) return `sim_${model.slice(4)}`;
  return `${safeFolderName(model).slice(0, 110)}-${sha256Hex(model).slice(0, 8)}`;
}

/**
 * The runs of an experiment under `out`: one per (protocol, model), in file order (protocol-major).
 *
 * @example
 * experimentRuns(parseExperiment('{"protocol": ["phantom", "panel"], "models": ["a"]}', "e.json"), "o").map((r) => r.out);
 * // => ["o/phantom/a", "o/panel/a"]
 */
export function experimentRuns(exp: Experiment, out: string): RunOptions[] {
  const names = new Map(exp.models.map((m) => [m, modelFolderName(m)]));
  const runs: RunOptions[] = [];
  for (const p of exp.protocols) {
    for (const m of exp.models) {
      const r = exp.runner;
      runs.push({
        protocol: p,
        model: m,
        out: join(out, safeFolderName(p), names.get(m) as string),
        ...(exp.baseURL !== undefined && !m.startsWith("sim:") ? { baseURL: exp.baseURL } : {}),
        ...(exp.headers && !m.startsWith("sim:") ? { headers: { ...exp.headers } } : {}),
        ...(exp.endpoints ? { endpoints: Object.fromEntries(Object.entries(exp.endpoints).map(([k, u]) => [k, { baseURL: u, ...(exp.endpointLimits?.[k] ?? {}) }])) } : {}),
        ...(exp.rateLimits ?? {}),
        protocolOptions: { ...exp.options, ...(exp.perProtocol[p] ?? {}) },
        ...(r.repeats !== undefined ? { repeats: r.repeats } : {}),
        ...(r.seed !== undefined ? { seed: r.seed } : {}),
        ...(r.limit !== undefined ? { limit: r.limit } : {}),
        ...(r.scenarios !== undefined ? { scenarios: r.scenarios } : {}),
        ...(r.prompts !== undefined ? { prompts: r.prompts } : {}),
        ...(r.concurrency !== undefined ? { concurrency: r.concurrency } : {}),
        ...(r.maxReplyChars !== undefined ? { maxReplyChars: r.maxReplyChars } : {}),
        ...(r.retryUnparsed !== undefined ? { retryUnparsed: r.retryUnparsed } : {}),
        ...(r.batch ? { batch: r.batchPollMs !== undefined ? { pollMs: r.batchPollMs } : {} } : {}),
        ...(Object.keys(exp.sampling).length > 0 ? { sampling: { ...exp.sampling } } : {}),
      });
    }
  }
  return runs;
}
