/**
 * The planning half of a run, shared by {@link runProtocol} and the dry run:
 * resolve the protocol, parse its options against its declared
 * {@link OptionSpec} list (defaults filled in; `--prompts DIR` reaches it as
 * `options.prompts`), load and hash the bank, hash the prompt templates,
 * plan the jobs and draw them once per replicate (`--repeats`, see
 * `replicates.ts`). Sends nothing, writes nothing.
 *
 * The prompt templates hashed are every file under `--prompts DIR` when given,
 * else under the protocol's default template folder: `Protocol.promptsDir` when
 * it sets one, else `prompts/` inside its default bank folder (`scenarios/<p>/prompts/`),
 * null when that does not exist.
 *
 * @example
 * const p = planRun({ protocol: "phantom", model: "sim:typical", out: "/tmp/x", limit: 1 });
 * [p.key, p.recordModel, p.planned]; // => ["phantom", "typical", 20]
 */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { UsageError, warn } from "../errors.js";
import { projectPath } from "../paths.js";
import { hashPath, sha256Hex, stableStringify } from "./hash.js";
import { checkedPlan } from "./plan.js";
import { parseProtocolOptions } from "./protocol-options.js";
import { getProtocol, protocolKey } from "./protocols/registry.js";
import { replicateJobs, type ReplicateJob } from "./replicates.js";
import type { RunOptions } from "./run-options.js";
import { escapeControl } from "./terminal-text.js";
import type { Protocol } from "./types.js";

/** What a run will do, before anything is sent. */
export interface RunPlan<Item = unknown> {
  protocol: Protocol<Item>;
  /** The protocol's registry name. */
  key: string;
  /** Options as `plan` received them (parsed, defaults filled). */
  protocolOptions: Record<string, unknown>;
  bankPath: string | null;
  bankHash: string | null;
  items: Item[];
  /** The whole bank as loaded (before `--limit`). */
  allItems: Item[];
  /** The model as records name it (`typical` for `sim:typical`). */
  recordModel: string;
  runSeed: number;
  repeats: number;
  /** Every job of every replicate, in plan order (repeat-major). */
  jobs: ReplicateJob<Item>[];
  planned: number;
  prompts: { dir: string | null; sha256: string | null; given: boolean };
}

const warned = new Set<string>();

/**
 * A non-negative safe integer option, else a UsageError naming the flag.
 *
 * @example
 * checkCount("--repeats", 3, 1); // => 3
 * checkCount("--seed", -1, 0);   // throws UsageError: --seed expects a non-negative integer, received -1
 */
export function checkCount(flag: string, value: unknown, min: number): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min) {
    const what = min === 0 ? "a non-negative integer" : min === 1 ? "a positive integer" : `an integer >= ${min}`;
    throw new UsageError(`${flag} expects ${what}, received ${String(value)}`);
  }
  return value;
}

/**
 * Plan a run (see the file comment).
 *
 * @throws UsageError for an unknown protocol, a bad option, seed, repeats or limit, a missing `--prompts` folder
 * @example
 * planRun({ protocol: "phantom", model: "m", out: "/tmp/x", limit: 1, repeats: 2 }).jobs.map((j) => j.id);
 * // => [<scenario job>, <scenario job>~r1]
 */
export function planRun<Item = unknown>(opts: RunOptions<Item>): RunPlan<Item> {
  let protocol: Protocol<Item>;
  try {
    protocol = typeof opts.protocol === "string" ? getProtocol(opts.protocol) : opts.protocol;
  } catch (e) {
    throw new UsageError((e as Error).message.replace(/^getProtocol\(name\): expected/, "PROTOCOL: expected"));
  }
  const key = typeof opts.protocol === "string" ? opts.protocol : protocolKey(protocol);
  const runSeed = checkCount("--seed", opts.seed ?? 0, 0);
  const repeats = checkCount("--repeats", opts.repeats ?? 1, 1);
  if (opts.limit !== undefined) checkCount("--limit", opts.limit, 0);
  const raw: Record<string, unknown> = { ...(opts.protocolOptions ?? {}) };
  let promptsDir: string | null = null;
  if (opts.prompts !== undefined) {
    if (protocol.options && !protocol.options.some((o) => o.name === "prompts")) throw new UsageError(`protocol ${key} takes no --prompts (it declares no prompt templates)`);
    promptsDir = resolve(opts.prompts);
    if (!existsSync(promptsDir)) throw new UsageError(`--prompts ${opts.prompts}: no such folder`);
    raw.prompts = promptsDir;
  }
  let protocolOptions: Record<string, unknown>;
  if (protocol.options) protocolOptions = parseProtocolOptions(protocol.options, raw);
  else {
    protocolOptions = raw;
    if (Object.keys(raw).length > 0 && !warned.has(key)) {
      warned.add(key);
      warn(escapeControl(`protocol ${key} declares no options yet: passing ${Object.keys(raw).map((k) => `--${k}`).join(", ")} through unchecked`, { keepNewlines: false }));
    }
  }
  const defaultPrompts = projectPath(protocol.promptsDir ?? join(/\.[a-z]+$/i.test(protocol.defaultBank) ? dirname(protocol.defaultBank) : protocol.defaultBank, "prompts"));
  const hashedDir = promptsDir ?? (existsSync(defaultPrompts) ? defaultPrompts : null);
  if (!opts.bank && opts.scenarios !== undefined && !existsSync(opts.scenarios)) throw new UsageError(`--scenarios ${opts.scenarios}: no such file or folder`);
  const bankPath = opts.bank ? null : resolve(opts.scenarios ?? projectPath(protocol.defaultBank));
  const bank = opts.bank ?? protocol.loadBank(bankPath as string, protocolOptions); // e.g. panel --format
  const bankHash = opts.bank ? sha256Hex(stableStringify(opts.bank)) : hashPath(bankPath as string);
  const items = opts.limit !== undefined ? bank.slice(0, opts.limit) : bank;
  const recordModel = opts.model.startsWith("sim:") ? opts.model.slice(4) : opts.model;
  let base;
  try {
    base = checkedPlan(protocol, items, protocolOptions, { model: recordModel, ...(opts.limit !== undefined ? { limit: opts.limit } : {}) });
  } catch (e) {
    // A protocol's own check of an option value (transitional protocols without declared options).
    if (e instanceof RangeError || e instanceof TypeError) throw new UsageError(e.message);
    throw e;
  }
  const jobs = replicateJobs(base, runSeed, repeats);
  const planned = jobs.reduce((n, j) => n + j.trialIds.length, 0);
  return {
    protocol, key, protocolOptions, bankPath, bankHash, items, allItems: bank, recordModel, runSeed, repeats, jobs, planned,
    prompts: { dir: hashedDir, sha256: hashedDir ? hashPath(hashedDir) : null, given: promptsDir !== null },
  };
}
