/**
 * Phantom consensus as the command line first sees it: its name, record kind, facets and
 * commands, without its protocol, simulator, measures or comparisons (`index.ts` adds them). A
 * command marked `light` runs with these alone, so `groupthink metrics phantom LOG` loads
 * only the modules it uses (issue 22, a quick start). Listed in `src/paradigms/manifests.ts`.
 *
 * @example
 * paradigm.name; // => "phantom"
 */
import type { Paradigm } from "../paradigm.js";
import { PHANTOM_KIND } from "./kind.js";

/** The paradigm's light part, as `src/paradigms/manifests.ts` lists it. */
export const paradigm: Paradigm = {
  name: "phantom",
  recordKind: PHANTOM_KIND,
  facets: { label: "decision", by: "condition" },
  commands: [
    { words: ["metrics", "phantom"], help: "metrics phantom LOG... [--bootstrap B] [--seed S] [--by FIELD,...|all] [--scenarios PATH] [--json] [--csv]", module: new URL("./cli/metrics.js", import.meta.url).href, light: true },
    { words: ["scenarios", "validate"], help: "scenarios validate [PATH] [--quotas|--no-quotas] [--json]  check a phantom scenario bank (no PATH: the shipped bank, with its design quotas)", module: new URL("./cli/scenarios-validate.js", import.meta.url).href, light: true },
    { words: ["scenarios", "generate"], help: "scenarios generate --model M --out DIR [--count N]  draft phantom scenarios through the runner", module: new URL("./cli/scenarios-generate.js", import.meta.url).href },
    { words: ["scenarios", "annotate"], help: "scenarios annotate [--scenarios PATH] --out SHEET.csv [--sample N] [--seed S]  write a rubric sheet for annotators", module: new URL("./cli/scenarios-annotate.js", import.meta.url).href },
    { words: ["scenarios", "agreement"], help: "scenarios agreement A.csv B.csv [--bootstrap B] [--seed S] [--json]  Cohen's kappa per rubric item, disagreements", module: new URL("./cli/scenarios-agreement.js", import.meta.url).href, light: true },
  ],
};
