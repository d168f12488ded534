/**
 * The hidden profile as the command line first sees it: its name, record kind, facets and
 * commands, without its protocol, simulator, measures or comparisons (`index.ts` adds them). A
 * command marked `light` runs with these alone, so `groupthink metrics hidden_profile LOG` loads
 * only the modules it uses (issue 22, a quick start). Listed in `src/paradigms/manifests.ts`.
 *
 * @example
 * paradigm.name; // => "hidden_profile"
 */
import type { Paradigm } from "../paradigm.js";
import { HIDDEN_PROFILE_KIND } from "./kind.js";

/** The paradigm's light part, as `src/paradigms/manifests.ts` lists it. */
export const paradigm: Paradigm = {
  name: "hidden_profile",
  recordKind: HIDDEN_PROFILE_KIND,
  measuresCaption: () => "value ± one standard error over tasks",
  facets: { label: "vote", by: "phase" },
  commands: [
    { words: ["metrics", "hidden_profile"], help: "metrics hidden_profile LOG... [--seed S] [--json] [--csv]", module: new URL("./cli/metrics.js", import.meta.url).href, light: true },
    { words: ["tasks", "generate"], help: "tasks generate --model M --out DIR [--count N]  draft and validate hidden-profile tasks", module: new URL("./cli/tasks-generate.js", import.meta.url).href },
    { words: ["tasks", "validate"], help: "tasks validate [--scenarios PATH] --model M --out DIR [--sessions N]  validate hidden-profile tasks (incl. each agent's facts alone)", module: new URL("./cli/tasks-validate.js", import.meta.url).href },
  ],
};
