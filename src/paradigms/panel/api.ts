/**
 * The panel paradigm's public surface, `gt.panel.*` in the package barrel:
 * its paradigm definition, record kind, protocol, measures, tables and
 * figures and paired data. (`index.ts` is the lighter module the paradigm
 * registry loads.)
 *
 * @example
 * paradigm.name; // => "panel"
 */
export * from "./index.js";
export * from "./measures/index.js";
export * from "./figures/index.js";
export * from "./paired-data.js";
