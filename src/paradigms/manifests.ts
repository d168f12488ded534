/**
 * The paradigm folders' light parts (`<name>/manifest.ts`: name, record kind, facets, commands), one line
 * each, in the order of `all.ts`: what the command line registers before it knows which command runs, so a
 * `light` command (`metrics phantom`, `fit judge`, …) loads no protocol, simulator or measure it does not
 * use (issue 22, a quick start). A folder missing here is still registered in full through `all.ts`, only
 * not quickly; test/paradigms/manifests.test.ts checks that the two lists agree.
 *
 * @example
 * phantom.paradigm.name; // => "phantom"
 */
export * as phantom from "./phantom/manifest.js";
export * as panel from "./panel/manifest.js";
export * as hidden_profile from "./hidden_profile/manifest.js";
export * as judge from "./judge/manifest.js";
export * as benchform from "./benchform/manifest.js";
