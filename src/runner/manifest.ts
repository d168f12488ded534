/**
 * `RUN_DIR/manifest.json`: what a run was (config and its hash, bank hashes,
 * package version, git commit, model, seeds, parser versions) and what it did
 * (start/end of every session, counts of trials, errors, parse failures,
 * cache hits, tokens, whether it was simulated). Written atomically at the
 * start of a session (status `running`) and at its end. Never holds secrets:
 * the endpoint is recorded with credentials removed and the key not at all.
 *
 * @example
 * const m = readManifest("/tmp/run1"); // => null when the directory has none
 */
import type { SeedProbeEvidence } from "./seed-probe.js";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SCHEMA_VERSION } from "../schema/records.js";
import { writeFileAtomic } from "./append-log.js";
import { sha256Hex, stableStringify } from "./hash.js";

/**
 * The manifest's file name inside a run directory.
 *
 * @example
 * MANIFEST_FILE; // => "manifest.json"
 */
export const MANIFEST_FILE = "manifest.json";
/**
 * The manifest format version (`manifest_version`).
 *
 * @example
 * MANIFEST_VERSION; // => 1
 */
export const MANIFEST_VERSION = 1;

/** The result-defining part of a run; its hash identifies the run (and gives the default `run_id`). */
export interface RunIdentity {
  /** The protocol as registered (e.g. `phantom`, or `echo` in tests). */
  protocol: string;
  /** The record kind it writes. */
  record_kind: string;
  model: string;
  /** Base URL without credentials, or `sim:in-process`. */
  endpoint: string;
  /** Extra endpoints for per-call `NAME/MODEL` models: name → base URL without credentials (absent when none). */
  endpoints?: Record<string, string>;
  seed: number;
  protocol_options: Record<string, unknown>;
  bank_sha256: string | null;
  /** The run's measuring sampling overrides, `temperature` and `top_p` (absent when none); the others are per session. */
  sampling?: Record<string, unknown>;
  /** Hash of the `--prompts DIR` templates (absent without `--prompts`). */
  prompts_sha256?: string | null;
}

export interface RunCounts {
  /** Records in records.jsonl. */
  trials: number;
  /** Trials planned (after --limit). */
  planned: number;
  /** Trials still failed after the last retry (in errors.jsonl). */
  errors: number;
  /** Records with a null label and a parse_error. */
  parse_failures: number;
  /** Those records by cause (`length`, `refusal`, `empty`, `format`). */
  parse_failure_causes?: Record<string, number>;
  /** Chat calls journaled, of which served from the cache. */
  calls: number;
  cache_hits: number;
  prompt_tokens: number;
  completion_tokens: number;
}

export interface SessionInfo {
  started_at: string;
  ended_at: string | null;
  /** `unusable`: every trial has a record but too many could not be parsed (see `RunOptions.maxParseFailureShare`). */
  status: "running" | "complete" | "incomplete" | "aborted" | "unusable";
  abort_reason?: string;
  concurrency: number;
  limit: number | null;
  cache: boolean;
  retry: Record<string, number>;
  jobs_run: number;
  jobs_skipped: number;
  new_trials: number;
  new_errors: number;
  /** `--repeats` of this session (absent in sessions written before replicates). */
  repeats?: number;
  /** `--max-reply-chars` of this session. */
  max_reply_chars?: number;
  retry_unparsed?: boolean;
  /** Calls asked afresh (`#reask`, `#retryN` keys). */
  reasked_calls?: number;
  /** The sampling overrides of this session (`--temperature`, `--no-json-mode`, ...). */
  sampling?: Record<string, unknown>;
  /** Names of the extra request headers sent (`--header`, an experiment's `headers`); never their values. */
  header_names?: string[];
}

export interface Manifest {
  manifest_version: number;
  schema_version: string;
  run_id: string;
  /** True when any call of the run was answered by the simulator (records say which part: see `job-context.ts`). */
  simulated: boolean;
  config: RunIdentity;
  config_hash: string;
  banks: { path: string | null; sha256: string | null; items: number }[];
  /** The prompt templates: `--prompts DIR` or the protocol's default `scenarios/<p>/prompts/` (null when none), hash of every file. */
  prompts?: { dir: string | null; sha256: string | null };
  /**
   * The sampling parameters the run's calls actually carried, per model as asked (after the
   * protocol's defaults, the run's overrides and provider adaptation): `calls` merged, and per
   * parameter its value, or the sorted distinct values (`null` = not sent) when calls differed
   * (see `mergeEffective` in `sampling.ts`). Accumulated over sessions; absent before any call.
   */
  effective_sampling?: Record<string, { calls: number; params: Record<string, unknown> }>;
  /** The sampling overrides of the session that wrote the manifest last (`--temperature`, `--no-json-mode`, ...; `{}` when none). */
  sampling?: Record<string, unknown>;
  /**
   * Parameters an endpoint accepted but did not honour, noticed once each: logprobs asked for and
   * none returned, a seed rejected or documented as ignored (records then carry `seed: null`).
   */
  ignored_parameters?: { endpoint: string; model: string; param: string; reason: string }[];
  /**
   * Whether the endpoint honoured the seed, by the seed probe (`--probe-seed`, seed-probe.ts): true, false
   * (records carry `seed: null`) or null (not shown: deterministic replies or a failed probe call). Absent
   * when the run was never probed.
   */
  seed_honoured?: boolean | null;
  /** The seed probe's evidence (what was sent, reply hashes, the verdict in words). */
  seed_probe?: SeedProbeEvidence;
  /** Provider adaptations made (parameter renamed or dropped per endpoint and model). */
  adaptations: { endpoint: string; model: string; param: string; action: string; reason: string }[];
  package: { name: string; version: string };
  git_commit: string | null;
  seeds: { run_seed: number; job_seed: string; call_seed: string };
  parser_versions: Record<string, string>;
  reparsed?: { at: string; parser_version: string; changed: number }[];
  started_at: string;
  ended_at: string | null;
  status: SessionInfo["status"];
  counts: RunCounts;
  sessions: SessionInfo[];
}

/**
 * Hash of the run identity (stable key order): hex SHA-256 of its {@link stableStringify}.
 *
 * @example
 * configHash({ protocol: "echo", record_kind: "hidden_profile", model: "sim:typical", endpoint: "sim:in-process",
 *   seed: 0, protocol_options: {}, bank_sha256: null });
 * // => "cf1ec7aaab7452aaf59713402762d3fc3fff2fce2ea92e7f85f3378f27b8dc1c"
 */
export function configHash(identity: RunIdentity): string {
  return sha256Hex(stableStringify(identity));
}

/**
 * The manifest of a run directory, or null when it has none.
 *
 * @example
 * readManifest("/tmp/empty-dir"); // => null
 */
export function readManifest(dir: string): Manifest | null {
  const p = join(dir, MANIFEST_FILE);
  if (!existsSync(p)) return null;
  return JSON.parse(readFileSync(p, "utf8")) as Manifest;
}

/**
 * Write the manifest atomically (`RUN_DIR/manifest.json`, pretty-printed).
 *
 * @example
 * writeManifest("/tmp/run1", manifest);
 * readManifest("/tmp/run1")?.run_id; // => manifest.run_id
 */
export function writeManifest(dir: string, manifest: Manifest): void {
  writeFileAtomic(join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + "\n");
}

export { SCHEMA_VERSION };
