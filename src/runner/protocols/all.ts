/**
 * The contract's four protocol plug-ins, one line each. A NEW paradigm is a
 * folder under `src/paradigms/` with its line in `src/paradigms/all.ts`
 * (docs/PROTOCOLS.md), not a line here. A module exports `protocol` and/or
 * `responder`, and may export `recordKind` (its record schema, declared in its
 * own folder), which the registry registers with the schema layer on load; the
 * four kinds of the contract are also declared in `src/schema/kinds/` so that
 * `loadLogs` knows them without the runner.
 *
 * @example
 * phantom.protocol.name; // => "phantom"
 */
export * as phantom from "./phantom/index.js";
export * as panel from "./panel/index.js";
export * as hidden_profile from "./hidden-profile/index.js";
export * as judge from "./judge/index.js";
