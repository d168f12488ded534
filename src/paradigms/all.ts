/**
 * The paradigm folders, one line each: the ONE shared line a new paradigm
 * adds (docs/PROTOCOLS.md). Each module exports `paradigm` (a {@link Paradigm}).
 * The four paradigms of the contract are still registered from
 * `src/runner/protocols/all.ts` and `src/schema/kinds/`.
 *
 * @example
 * benchform.paradigm.name; // => "benchform"
 */
export * as benchform from "./benchform/index.js";
