/**
 * `groupthink judge dictionary RUN_DIR|LOG... --out DICT.json --model M [--base-url URL] [--prompts DIR] [--seed S] [--json]`:
 * build a versioned master dictionary from the raw phenomenon labels
 * (`raw_labels`) of judge records by the two-stage meta-clustering (see
 * `build-dictionary.ts`), with the model M through the runner's client
 * (retries; `--model sim:PROFILE` without a base URL = the in-process
 * simulator). Every call is journaled beside the output in
 * `DICT.json.calls.jsonl` (`{key, request, reply}`, no key): re-running
 * replays the journaled replies and asks only what is missing. Use the result
 * with `fit judge --dictionary DICT.json` or `run judge --dictionary DICT.json`.
 *
 * @example
 * // $ groupthink judge dictionary runs/judge --out dict.json --model sim:typical --json
 * // {"out":"dict.json","version":"built-3f2a…","domains":{"gaia":{"labels":9,"macros":5},…},"canonical":7,"requests":4,"new_calls":4,"fallback":0}
 */
import { appendFileSync, existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DataError, UsageError } from "../../../errors.js";
import { readJsonl } from "../../../load/read-jsonl.js";
import { createClient } from "../../../runner/client.js";
import { judgeBuildDictionary } from "../protocol/build-dictionary.js";
import { judgePromptSetFor } from "../protocol/plan.js";
import { deriveSeed } from "../../../stats/rng.js";
import { parseArgs } from "../../../cli/args.js";

/** Entry point; returns the exit status. */
export async function main(argv: string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, { out: "string", model: "string", "base-url": "string", prompts: "string", seed: "number", json: "boolean" });
  if (positionals.length === 0) throw new UsageError("expected RUN_DIR or LOG with judge records");
  if (!options.out) throw new UsageError("--out DICT.json is required");
  if (!options.model) throw new UsageError("--model M is required (the model that clusters the labels)");
  const seed = options.seed ?? 0;
  if (!Number.isInteger(seed) || seed < 0) throw new UsageError(`--seed must be a non-negative integer, received ${seed}`);
  const records: { benchmark?: unknown; raw_labels?: unknown }[] = [];
  for (const p of positionals) {
    const file = existsSync(p) && statSync(p).isDirectory() ? join(p, "records.jsonl") : p;
    for await (const { value } of readJsonl(file)) {
      const o = value as Record<string, unknown>;
      if (o && o.protocol === "judge") records.push(o);
    }
  }
  if (!records.some((r) => Array.isArray(r.raw_labels))) throw new DataError(positionals.join(", "), 0, "raw_labels", "no judge record with raw_labels (run the judge pipeline first)");
  const journal = `${options.out}.calls.jsonl`;
  const done = new Map<string, string>();
  if (existsSync(journal)) {
    for (const line of readFileSync(journal, "utf8").split("\n")) {
      if (!line.trim()) continue;
      try {
        const e = JSON.parse(line);
        if (typeof e.key === "string" && typeof e.reply === "string") done.set(e.key, e.reply);
      } catch {
        // a torn last line of an interrupted run: asked again
      }
    }
  }
  const client = createClient({ model: options.model, baseURL: options["base-url"], concurrency: 2 });
  let newCalls = 0;
  const set = judgePromptSetFor({ prompts: options.prompts });
  const dict = await judgeBuildDictionary(records, async (key, request) => {
    const hit = done.get(key);
    if (hit !== undefined) return hit;
    const reply = await client.complete(request, { model: options.model as string, seed: deriveSeed(seed, key) });
    newCalls++;
    appendFileSync(journal, JSON.stringify({ key, request, reply: reply.content, simulated: reply.simulated }) + "\n");
    return reply.content;
  }, set);
  writeFileSync(options.out, JSON.stringify(dict, null, 1) + "\n");
  const summary = { out: options.out, version: dict.built.version, domains: dict.built.domains, canonical: dict.built.canonical, requests: dict.built.requests, new_calls: newCalls, fallback: dict.built.fallback, parse_failures: dict.built.parse_failures };
  process.stdout.write(options.json ? JSON.stringify(summary) + "\n" : `dictionary ${dict.built.version} written to ${options.out}: ${dict.built.canonical} canonical clusters from ${Object.values(dict.built.domains).reduce((s, d) => s + d.labels, 0)} distinct labels (${dict.built.requests} requests, ${newCalls} new; ${dict.built.fallback} labels kept as their own cluster)\n`);
  return 0;
}
