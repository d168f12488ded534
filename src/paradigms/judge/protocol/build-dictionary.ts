/**
 * Build a master dictionary from raw phenomenon labels by the paper's
 * two-stage meta-clustering (paper 003 §3.2): (1) per domain, the distinct raw
 * labels are sent to a model (in batches of at most {@link JUDGE_META_BATCH})
 * that groups them into dataset-specific macro clusters; (2) the distinct macro
 * names of all domains are sent again and merged into global canonical
 * clusters. Prompts from the template set (`meta_domain_user`,
 * `meta_global_user`); replies parsed by `judgeParseMetaClusters`. A label the
 * reply leaves out, or a whole unparseable batch, keeps its normal form as its
 * own cluster and is counted in `fallback` — never guessed. The version is
 * the content hash (`built-<12 hex>`), so the same labels and replies give the
 * same dictionary.
 *
 * @example
 * const dict = await judgeBuildDictionary(records, (key, req) => client.complete(req, { model, seed: 0 }).then((r) => r.content), set);
 * dict.domain_macro.gaia["CONSENSUS_ECHO"]; // => "SOCIAL_CONFORMITY"
 */
import { createHash } from "node:crypto";
import type { ChatRequest } from "../../../runner/types.js";
import { judgeNormaliseLabel, type JudgeMasterDictionary } from "./meta-cluster.js";
import { judgeParseMetaClusters } from "./parse.js";
import { judgeMetaPrompt, type JudgePromptSet } from "./prompts.js";

/** Labels per meta-clustering request. */
export const JUDGE_META_BATCH = 200;

/** A built dictionary with its provenance. */
export interface JudgeBuiltDictionary extends JudgeMasterDictionary {
  version: number;
  built: { version: string; prompt_version: string; domains: Record<string, { labels: number; macros: number }>; canonical: number; requests: number; fallback: number; parse_failures: number };
}

/** One call: key (unique, stable) and request → the reply text. */
export type JudgeMetaChat = (key: string, request: ChatRequest) => Promise<string>;

const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Run both stages.
 * @param records judge records with `benchmark` and `raw_labels` (others skipped)
 * @throws CallFailedError from `chat` when a call fails after the runner's retries
 * @example
 * (await judgeBuildDictionary([], chat, set)).built.requests; // => 0
 */
export async function judgeBuildDictionary(records: readonly { benchmark?: unknown; raw_labels?: unknown }[], chat: JudgeMetaChat, set: JudgePromptSet): Promise<JudgeBuiltDictionary> {
  const byDomain = new Map<string, string[]>();
  for (const r of records) {
    if (typeof r.benchmark !== "string" || !Array.isArray(r.raw_labels)) continue;
    const l = byDomain.get(r.benchmark) ?? [];
    for (const s of r.raw_labels) if (typeof s === "string" && judgeNormaliseLabel(s) !== "") l.push(s);
    byDomain.set(r.benchmark, l);
  }
  let requests = 0, fallback = 0, parseFailures = 0;
  const stage = async (keyBase: string, kind: "domain" | "global", items: string[]): Promise<Map<string, string>> => {
    const out = new Map<string, string>();
    for (let b = 0; b * JUDGE_META_BATCH < items.length; b++) {
      const batch = items.slice(b * JUDGE_META_BATCH, (b + 1) * JUDGE_META_BATCH);
      requests++;
      const parsed = judgeParseMetaClusters(await chat(`${keyBase}:${b}`, { temperature: 0, ...judgeMetaPrompt(set, kind, batch) }));
      if (!parsed.value) parseFailures++;
      for (const item of batch) {
        const name = parsed.value?.[item];
        const norm = name === undefined ? "" : judgeNormaliseLabel(name);
        if (norm === "") fallback++;
        out.set(item, norm === "" ? judgeNormaliseLabel(item) : norm);
      }
    }
    return out;
  };
  const domain_macro: Record<string, Record<string, string>> = Object.create(null);
  const domains: JudgeBuiltDictionary["built"]["domains"] = {};
  const macros = new Set<string>();
  for (const d of sorted(byDomain.keys())) {
    const labels = sorted(byDomain.get(d) as string[]);
    const m = await stage(`meta:domain:${d}`, "domain", labels);
    domain_macro[d] = Object.create(null);
    for (const [label, macro] of m) {
      domain_macro[d][judgeNormaliseLabel(label)] = macro;
      macros.add(macro);
    }
    domains[d] = { labels: labels.length, macros: new Set(m.values()).size };
  }
  const g = await stage("meta:global", "global", sorted(macros));
  const global: Record<string, string> = Object.create(null);
  for (const [macro, canonical] of g) global[macro] = canonical;
  const body = JSON.stringify({ domain_macro, global });
  const version = `built-${createHash("sha256").update(body).digest("hex").slice(0, 12)}`;
  return {
    version: version as unknown as number, domain_macro, global,
    built: { version, prompt_version: set.version, domains, canonical: new Set(g.values()).size, requests, fallback, parse_failures: parseFailures },
  };
}
