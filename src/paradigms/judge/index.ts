/**
 * The formalism trap (paper 003): LLM-as-a-judge, L1/L2 meta-evaluators, LODO, the vigilance filter, in one folder: record kind (`kind.ts`), protocol (`protocol/`:
 * bank, prompts, plan, driver, parser, simulated responder), measures
 * (`measures/`), tables and figures (`figures/`), paired data for `compare`
 * and `plan` (`paired-data.ts`) and its command-line sections (`cli/`).
 * Registered by its one line in `src/paradigms/all.ts`.
 *
 * @example
 * paradigm.name; // => "judge"
 */
import type { Paradigm } from "../paradigm.js";
import { JUDGE_KIND, type JudgeRecord } from "./kind.js";
import { protocol, responder } from "./protocol/index.js";
import { judgePairedData } from "./paired-data.js";
import { judgeLoadDictionary } from "./protocol/dictionary.js";
import { judgeUseReparseDictionary } from "./protocol/reparse.js";

export * from "./kind.js";
export * from "./protocol/index.js";

/** The paradigm, as `src/paradigms/all.ts` registers it. */
export const paradigm: Paradigm = {
  name: "judge",
  recordKind: JUDGE_KIND,
  protocol,
  responder,
  noMeasuresNote: "The judge measures come from fitting the vigilance filter: groupthink fit judge LOG...",
  facets: { label: "accuracy", by: "auditor_count" },
  compare: {
    pairedData: (_by, ref, other, labels, _all, seed) => judgePairedData(ref as JudgeRecord[], other as JudgeRecord[], labels, { seed }),
    planMeasure: ["capture_rate", "capture_rate"],
  },
  reparseDictionary: (path) => {
    const prev = judgeUseReparseDictionary(path === null ? null : judgeLoadDictionary(path));
    return () => void judgeUseReparseDictionary(prev);
  },
  commands: [
    { words: ["fit", "judge"], help: "fit judge LOG... [--c C] [--l1-alpha A] [--target-precision P] [--seed S] [--json] [--save FILTER.json] [--force] [--dictionary DICT.json]", module: new URL("./cli/fit-judge.js", import.meta.url).href },
    { words: ["filter", "score"], help: "filter score FILTER.json LOG... [--json] [--max-unknown-share X]  score trajectories (clusters only)", module: new URL("./cli/filter-score.js", import.meta.url).href },
    { words: ["filter", "evaluate"], help: "filter evaluate FILTER.json LOG... [--json]  precision/recall with intervals, calibration, drift on a labelled log", module: new URL("./cli/filter-evaluate.js", import.meta.url).href },
    { words: ["judge", "corpus"], help: "judge corpus --out FILE [--n N] [--seed S]  simulate a judge corpus with planted ground truth", module: new URL("./cli/judge-corpus.js", import.meta.url).href },
    { words: ["judge", "dictionary"], help: "judge dictionary RUN_DIR --out DICT.json --model M [--base-url URL] [--seed S]  build a versioned master dictionary from raw labels (two-stage meta-clustering)", module: new URL("./cli/judge-dictionary.js", import.meta.url).href },
  ],
};
export { JUDGE_METRIC_FIELDS as metricFields } from "./measures/judge-metric-fields.js";
