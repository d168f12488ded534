/**
 * The paradigm folders, one line each: the ONE shared line a new paradigm
 * adds (docs/PROTOCOLS.md). Each module exports `paradigm` (a {@link Paradigm});
 * the contract's four come first, in its order.
 *
 * @example
 * benchform.paradigm.name; // => "benchform"
 */
export * as phantom from "./phantom/index.js";
export * as panel from "./panel/index.js";
export * as hidden_profile from "./hidden_profile/index.js";
export * as judge from "./judge/index.js";
export * as benchform from "./benchform/index.js";
