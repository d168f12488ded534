/**
 * BenchForm as the command line first sees it: its name, record kind, facets and
 * commands, without its protocol, simulator, measures or comparisons (`index.ts` adds them).
 * (Issue 22, a quick start: the command line registers this part first.) Listed in `src/paradigms/manifests.ts`.
 *
 * @example
 * paradigm.name; // => "benchform"
 */
import type { Paradigm } from "../paradigm.js";
import { BENCHFORM_KIND } from "./kind.js";

/** The paradigm's light part, as `src/paradigms/manifests.ts` lists it. */
export const paradigm: Paradigm = {
  name: "benchform",
  recordKind: BENCHFORM_KIND,
};
