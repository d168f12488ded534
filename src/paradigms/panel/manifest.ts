/**
 * The safety panels as the command line first sees it: its name, record kind, facets and
 * commands, without its protocol, simulator, measures or comparisons (`index.ts` adds them). A
 * command marked `light` runs with these alone, so `groupthink metrics panel LOG` loads
 * only the modules it uses (issue 22, a quick start). Listed in `src/paradigms/manifests.ts`.
 *
 * @example
 * paradigm.name; // => "panel"
 */
import type { Paradigm } from "../paradigm.js";
import { PANEL_KIND } from "./kind.js";

/** The paradigm's light part, as `src/paradigms/manifests.ts` lists it. */
export const paradigm: Paradigm = {
  name: "panel",
  recordKind: PANEL_KIND,
  facets: { label: "verdict", by: "condition" },
  commands: [
    { words: ["metrics", "panel"], help: "metrics panel LOG... [--bootstrap B] [--seed S] [--json] [--csv]", module: new URL("./cli/metrics.js", import.meta.url).href, light: true },
    { words: ["screen"], help: "screen LOG... [--members A,B,C] [--conditions C,...] [--bootstrap B] [--seed S] [--json]  is a review panel protective under each shared context? (paper 002 §5)", module: new URL("./cli/screen.js", import.meta.url).href, light: true },
  ],
};
