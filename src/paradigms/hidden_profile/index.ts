/**
 * Hidden profile (paper 001, HiddenBench): distributed information, multi-round discussion, in one folder: record kind (`kind.ts`), protocol (`protocol/`:
 * bank, prompts, plan, driver, parser, simulated responder), measures
 * (`measures/`), tables and figures (`figures/`), paired data for `compare`
 * and `plan` (`paired-data.ts`) and its command-line sections (`cli/`).
 * Registered by its one line in `src/paradigms/all.ts`.
 *
 * @example
 * paradigm.name; // => "hidden_profile"
 */
import type { Paradigm } from "../paradigm.js";
import { HIDDEN_PROFILE_KIND, type HiddenProfileRecord } from "./kind.js";
import { protocol, responder } from "./protocol/index.js";
import { hiddenProfileMetrics } from "./measures/hidden-profile-metrics.js";
import { hiddenProfilePairedData } from "./paired-data.js";

export * from "./kind.js";
export * from "./protocol/index.js";

/** The paradigm, as `src/paradigms/all.ts` registers it. */
export const paradigm: Paradigm = {
  name: "hidden_profile",
  recordKind: HIDDEN_PROFILE_KIND,
  protocol,
  responder,
  measures: (records) => hiddenProfileMetrics(records as HiddenProfileRecord[]),
  measuresCaption: () => "value ± one standard error over tasks",
  facets: { label: "vote", by: "phase" },
  compare: {
    pairedData: (by, ref, other, labels) => hiddenProfilePairedData(ref as HiddenProfileRecord[], other as HiddenProfileRecord[], labels, { byVariant: by === "condition" }),
    planMeasure: ["y_post", "improvement"],
  },
  commands: [
    { words: ["metrics", "hidden_profile"], help: "metrics hidden_profile LOG... [--seed S] [--json] [--csv]", module: new URL("./cli/metrics.js", import.meta.url).href },
    { words: ["tasks", "generate"], help: "tasks generate --model M --out DIR [--count N]  draft and validate hidden-profile tasks", module: new URL("./cli/tasks-generate.js", import.meta.url).href },
    { words: ["tasks", "validate"], help: "tasks validate [--scenarios PATH] --model M --out DIR [--sessions N]  validate hidden-profile tasks (incl. each agent's facts alone)", module: new URL("./cli/tasks-validate.js", import.meta.url).href },
  ],
};
export { HP_METRIC_FIELDS as metricFields } from "./measures/hp-metric-fields.js";
