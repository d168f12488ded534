/**
 * What `runProtocol` checks before it plans or calls anything: the run
 * options (folder, concurrency, error and parse-failure shares, reply cap,
 * rpm/tpm budgets), extra request headers (named, never shown), items of the
 * bank that show the same text under opposite gold labels, and that a
 * `sim:PROFILE` model names a profile the simulator knows. Each failure is a
 * `UsageError` naming the flag.
 *
 * @example
 * checkRunOptions({ protocol: "phantom", model: "sim:typical", out: "/tmp/r" }).concurrency; // => 8
 * checkRunOptions({ protocol: "phantom", model: "sim:typical", out: "/tmp/r", concurrency: 0 }); // throws UsageError: --concurrency expects a positive integer, received 0
 */
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { UsageError } from "../errors.js";
import { contradictoryItems, contradictoryName, describeContradictions } from "./contradictory-items.js";
import { DEFAULT_MAX_REPLY_CHARS } from "./openai-client.js";
import { simResponders } from "./protocols/registry.js";
import type { RunOptions } from "./run-options.js";
import type { RunPlan } from "./run-plan.js";
import { escapeControl } from "./terminal-text.js";
import type { Protocol, SimResponder } from "./types.js";

/**
 * The parse-failure share above which a run whose every trial has a record ends `unusable`
 * (exit status 3 from `groupthink run`) instead of `complete`; `--max-parse-failure-share` changes it.
 *
 * @example
 * DEFAULT_MAX_PARSE_FAILURE_SHARE; // => 0.5
 */
export const DEFAULT_MAX_PARSE_FAILURE_SHARE = 0.5;

/**
 * The checked run options with their defaults: the resolved folder, concurrency, error share, reply cap and
 * parse-failure share.
 * @throws UsageError naming the flag
 */
export function checkRunOptions(opts: RunOptions<unknown>): { out: string; concurrency: number; maxShare: number; maxReplyChars: number; maxParseShare: number } {
  if (typeof opts.out !== "string" || opts.out.trim() === "") throw new UsageError("--out expects a folder path, received an empty string");
  const out = resolve(opts.out);
  if (existsSync(out) && !statSync(out).isDirectory()) throw new UsageError(`--out ${opts.out} is a file, not a folder`);
  const concurrency = opts.concurrency ?? 8;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new UsageError(`--concurrency expects a positive integer, received ${concurrency}`);
  const maxShare = opts.maxErrorShare ?? 0.25;
  if (!(Number.isFinite(maxShare) && maxShare >= 0 && maxShare <= 1)) throw new UsageError(`--max-error-share expects a number in 0..1, received ${maxShare}`);
  const maxReplyChars = opts.maxReplyChars ?? DEFAULT_MAX_REPLY_CHARS;
  if (!Number.isSafeInteger(maxReplyChars) || maxReplyChars < 1) throw new UsageError(`--max-reply-chars expects a positive integer, received ${maxReplyChars}`);
  const maxParseShare = opts.maxParseFailureShare ?? DEFAULT_MAX_PARSE_FAILURE_SHARE;
  if (!(Number.isFinite(maxParseShare) && maxParseShare >= 0 && maxParseShare <= 1)) throw new UsageError(`--max-parse-failure-share expects a number in 0..1, received ${maxParseShare}`);
  for (const k of ["rpm", "tpm"] as const) {
    const v = opts[k];
    if (v !== undefined && !(typeof v === "number" && Number.isFinite(v) && v > 0)) throw new UsageError(`--${k} expects a positive number, received ${v}`);
  }
  return { out, concurrency, maxShare, maxReplyChars, maxParseShare };
}

/**
 * Items of the bank that show the same text under opposite gold labels, named before any call: refused when
 * the in-process simulator would answer them (it cannot), else a warning (their records cannot be scored
 * against a single gold label).
 * @throws UsageError for such items under the in-process simulator
 */
export function checkContradictoryItems(plan: RunPlan<unknown>, inProcessSim: boolean, notice: (message: string) => void): void {
  const jobs = plan.jobs;
  // The same text under opposite gold labels: named before any call (the simulator cannot answer such items).
  const plannedItems = new Set(jobs.map((j) => j.item as unknown));
  const conflicts = contradictoryItems(plan.allItems as unknown[]).filter((g) => g.length > 1);
  const touched = conflicts.filter((g) => (plan.allItems as unknown[]).some((it, i) => plannedItems.has(it) && g.includes(contradictoryName(it, i))));
  if (touched.length > 0) {
    const what = `${touched.length} item group(s) of the bank show the same text under opposite gold labels (${describeContradictions(touched)})`;
    if (inProcessSim) throw new UsageError(`${what}: the simulator cannot answer them; remove all but one of each from --scenarios`);
    notice(escapeControl(`WARNING: ${what}: their records cannot be scored against a single gold label`));
  }
}

/**
 * Check extra request headers: names are HTTP tokens, values one line. Values are never shown
 * (they may be keys); a value written `env:NAME` is read from that environment variable.
 *
 * @throws UsageError naming the header (never its value)
 * @example
 * checkHeaders({ "X-Org": "acme" }); // => { "X-Org": "acme" }
 * checkHeaders({ "X Org": "acme" }); // throws UsageError: --header "X Org": not a valid header name
 */
export function checkHeaders(headers: Readonly<Record<string, string>> | undefined): Record<string, string> | undefined {
  if (!headers) return undefined;
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new UsageError(`--header ${JSON.stringify(name)}: not a valid header name`);
    let value = raw;
    if (typeof value === "string" && value.startsWith("env:")) {
      const v = process.env[value.slice(4)];
      if (v === undefined) throw new UsageError(`--header ${name}: environment variable ${value.slice(4)} is not set`);
      value = v;
    }
    if (typeof value !== "string" || /[\r\n\0]/.test(value)) throw new UsageError(`--header ${name}: the value must be one line of text`);
    out[name] = value;
  }
  return out;
}

/**
 * Fail before any call when `sim:PROFILE` names a profile the in-process simulator
 * does not know for this protocol (the responders of the protocol's record kind; all when none match).
 *
 * @throws UsageError naming the profile and the known ones
 * @example
 * checkSimProfile("sim:nope", getProtocol("phantom")); // throws UsageError: --model sim:nope: the simulator has no profile "nope" for phantom (profiles: ...)
 */
export function checkSimProfile(model: string, protocol: Protocol<unknown>, responders?: readonly SimResponder[]): void {
  const all = responders ?? simResponders();
  const own = all.filter((r) => r.protocol === protocol.name);
  const profiles = [...new Set((own.length > 0 ? own : all).flatMap((r) => r.profiles))].sort();
  const profile = model.slice(4);
  if (profiles.length > 0 && !profiles.includes(profile)) {
    throw new UsageError(`--model ${model}: the simulator has no profile ${JSON.stringify(profile)} for ${protocol.name} (profiles: ${profiles.join(", ")})`);
  }
}
