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
import type { JudgeRecord } from "./kind.js";
import { paradigm as manifest } from "./manifest.js";
import { JUDGE_METRIC_FIELDS } from "./measures/judge-metric-fields.js";
import { protocol, responder } from "./protocol/index.js";
import { judgePairedData } from "./paired-data.js";
import { judgeLoadDictionary } from "./protocol/dictionary.js";
import { judgeUseReparseDictionary } from "./protocol/reparse.js";

export * from "./kind.js";
export * from "./protocol/index.js";

/** The paradigm, as `src/paradigms/all.ts` registers it. */
export const paradigm: Paradigm = {
  ...manifest,
  metricFields: JUDGE_METRIC_FIELDS,
  protocol,
  responder,
  compare: {
    pairedData: (_by, ref, other, labels, _all, seed) => judgePairedData(ref as JudgeRecord[], other as JudgeRecord[], labels, { seed }),
    planMeasure: ["capture_rate", "capture_rate"],
  },
  reparseDictionary: (path) => {
    const prev = judgeUseReparseDictionary(path === null ? null : judgeLoadDictionary(path));
    return () => void judgeUseReparseDictionary(prev);
  },
};
