/**
 * The record-kind registry's one line per shipped paradigm: each line
 * re-exports a kind from its file. Adding a paradigm to the shipped set is
 * adding its line here (docs/PROTOCOLS.md); `index.ts` orders them (the
 * contract's four first, in its order, then the others by name).
 */
export { HIDDEN_PROFILE_KIND } from "./hidden-profile.js";
export { JUDGE_KIND } from "./judge.js";
export { PANEL_KIND } from "./panel.js";
export { PHANTOM_KIND } from "./phantom.js";
