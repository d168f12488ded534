/**
 * The record kinds shipped with groupthink, in the contract's order. This list
 * is the one shared line a new paradigm adds to (docs/PROTOCOLS.md); each
 * kind lives in its own file beside this one.
 *
 * @example
 * SHIPPED_RECORD_KINDS.map((k) => k.name); // => ["phantom", "panel", "hidden_profile", "judge"]
 */
import type { RecordKind } from "../record-kind.js";
import { HIDDEN_PROFILE_KIND } from "./hidden-profile.js";
import { JUDGE_KIND } from "./judge.js";
import { PANEL_KIND } from "./panel.js";
import { PHANTOM_KIND } from "./phantom.js";

export { HIDDEN_PROFILE_KIND, HIDDEN_PROFILE_SPEC } from "./hidden-profile.js";
export { JUDGE_KIND, JUDGE_SPEC } from "./judge.js";
export { PANEL_KIND, PANEL_SPEC } from "./panel.js";
export { PHANTOM_KIND, PHANTOM_SPEC } from "./phantom.js";

/** The shipped kinds (see module doc). */
export const SHIPPED_RECORD_KINDS: readonly RecordKind[] = [PHANTOM_KIND, PANEL_KIND, HIDDEN_PROFILE_KIND, JUDGE_KIND];
