/**
 * A synthetic phantom trial log of any size for the scale benchmarks, made
 * record by record (never held in memory): scenario `s` has 5 agents × the 5
 * conditions (25 records), two models alternate by scenario, decisions and
 * parse failures (about 3%) come from a hash of the record's index, so the
 * log is the same on every run; each line is ~640 bytes (a 250-character
 * reply), like the 1M-record log of issue 22 (626 MB). Everything is
 * labelled simulated.
 *
 * Used by bench/scale.ts (streamed into a file, or straight into a child's
 * stdin for 10^7); run alone it writes N records to a file:
 * `npx tsx bench/phantom-log.ts 1000000 /tmp/phantom-1m.jsonl`.
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import type { Writable } from "node:stream";
import { BELIEF_TARGETS, NORM_SOURCES, OUTCOME_RISKS, PHANTOM_CONDITIONS, PHANTOM_DECISIONS } from "../src/schema/vocab.js";

const DOMAINS = ["financial_compliance", "hiring_fairness", "medical_triage", "content_moderation", "security_review"];
const PAD = "The group memo says the others lean this way, and the policy text is ambiguous about the edge case; weighing the stated risk against the cost of delay, ";

/** A 32-bit integer hash (deterministic "randomness" of the synthetic log). */
function hash(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** The record number `i` of the synthetic log (a plain object, valid against the phantom kind). */
export function phantomRecordAt(i: number): Record<string, unknown> {
  const s = Math.floor(i / 25);
  const agent = Math.floor((i % 25) / 5);
  const condition = PHANTOM_CONDITIONS[i % 5];
  const model = s % 2 === 0 ? "sim-typical" : "sim-resistant";
  const hs = hash(s + 1);
  const gold = PHANTOM_DECISIONS[hs % 3];
  const phantom = PHANTOM_DECISIONS[(hs % 3 + 1 + ((hs >>> 3) % 2)) % 3];
  const h = hash(i * 7 + 3);
  const failed = h % 100 < 3;
  const conform = condition !== "private" && (h >>> 8) % 100 < (model === "sim-typical" ? 35 : 10);
  const decision = failed ? null : conform ? phantom : (h >>> 16) % 100 < 80 ? gold : PHANTOM_DECISIONS[(h >>> 20) % 3];
  const r: Record<string, unknown> = {
    protocol: "phantom", run_id: `phantom-${model}-bench`, model, trial_id: `${model}:ph-${s}:a${agent}:${condition}`,
    scenario_id: `ph-${s}`, agent, condition, decision,
  };
  if (condition === "observed_public") r.perceived_group = (h >>> 24) % 100 < 4 ? null : (h >>> 12) % 2 === 0 ? phantom : gold;
  Object.assign(r, {
    gold, phantom_target: phantom, domain: DOMAINS[hs % 5], norm_source: NORM_SOURCES[(hs >>> 4) % 5],
    belief_target: BELIEF_TARGETS[(hs >>> 8) % 5], outcome_risk: OUTCOME_RISKS[(hs >>> 12) % 3],
    raw: failed ? `I cannot decide (${i}); ${PAD}` : `{"decision":"${decision}"} ${PAD}(${i})`,
    parse_error: failed ? "unparseable: no decision field" : null,
    usage: { prompt_tokens: 240 + (h % 80), completion_tokens: 5 + (h % 20) }, latency_ms: (h % 99991) / 97,
    simulated: true, prompt_version: "phantom-prompts/1", parser_version: "phantom-json/1",
  });
  return r;
}

/**
 * Write records `0 … n−1` as JSON Lines to a stream, honouring back-pressure.
 * @param out the stream (a file or a child's stdin); not ended
 */
export async function writePhantomLog(out: Writable, n: number): Promise<void> {
  let buf = "";
  for (let i = 0; i < n; i++) {
    buf += JSON.stringify(phantomRecordAt(i)) + "\n";
    if (buf.length > 1 << 16) {
      if (!out.write(buf)) await once(out, "drain");
      buf = "";
    }
  }
  if (buf.length > 0 && !out.write(buf)) await once(out, "drain");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2] ?? 1000);
  const out = createWriteStream(process.argv[3] ?? "/dev/stdout");
  await writePhantomLog(out, n);
  out.end();
  await once(out, "finish");
}
