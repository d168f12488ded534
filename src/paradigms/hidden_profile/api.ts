/**
 * The hidden_profile paradigm's public surface, `gt.hidden_profile.*` in the package barrel:
 * its paradigm definition, record kind, protocol, measures, tables and
 * figures and paired data. (`index.ts` is the lighter module the paradigm
 * registry loads.)
 *
 * @example
 * paradigm.name; // => "hidden_profile"
 */
export * from "./index.js";
export * from "./measures/index.js";
export * from "./figures/index.js";
export * from "./paired-data.js";
