/**
 * The judge (vigilance filter) as the command line first sees it: its name, record kind, facets and
 * commands, without its protocol, simulator, measures or comparisons (`index.ts` adds them). A
 * command marked `light` runs with these alone, so `groupthink fit judge LOG` loads
 * only the modules it uses (issue 22, a quick start). Listed in `src/paradigms/manifests.ts`.
 *
 * @example
 * paradigm.name; // => "judge"
 */
import type { Paradigm } from "../paradigm.js";
import { JUDGE_KIND } from "./kind.js";

/** The paradigm's light part, as `src/paradigms/manifests.ts` lists it. */
export const paradigm: Paradigm = {
  name: "judge",
  recordKind: JUDGE_KIND,
  noMeasuresNote: "The judge measures come from fitting the vigilance filter: groupthink fit judge LOG...",
  facets: { label: "accuracy", by: "auditor_count" },
  commands: [
    { words: ["fit", "judge"], help: "fit judge LOG... [--c C] [--l1-alpha A] [--target-precision P] [--seed S] [--json] [--save FILTER.json] [--force] [--dictionary DICT.json]", module: new URL("./cli/fit-judge.js", import.meta.url).href, light: true },
    { words: ["filter", "score"], help: "filter score FILTER.json LOG... [--json] [--max-unknown-share X]  score trajectories (clusters only)", module: new URL("./cli/filter-score.js", import.meta.url).href, light: true },
    { words: ["filter", "evaluate"], help: "filter evaluate FILTER.json LOG... [--json]  precision/recall with intervals, calibration, drift on a labelled log", module: new URL("./cli/filter-evaluate.js", import.meta.url).href, light: true },
    { words: ["judge", "corpus"], help: "judge corpus --out FILE [--n N] [--seed S]  simulate a judge corpus with planted ground truth", module: new URL("./cli/judge-corpus.js", import.meta.url).href, light: true },
    { words: ["judge", "dictionary"], help: "judge dictionary RUN_DIR --out DICT.json --model M [--base-url URL] [--seed S]  build a versioned master dictionary from raw labels (two-stage meta-clustering)", module: new URL("./cli/judge-dictionary.js", import.meta.url).href },
  ],
};
