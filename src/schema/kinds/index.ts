/**
 * The record kinds shipped with groupthink: every kind re-exported by
 * `all.ts` (one line per paradigm — the shared line a new paradigm adds, see
 * docs/PROTOCOLS.md), the contract's four first in the contract's order, then
 * any others by name.
 *
 * @example
 * SHIPPED_RECORD_KINDS.map((k) => k.name); // => ["phantom", "panel", "hidden_profile", "judge"]
 */
import type { RecordKind } from "../record-kind.js";
import { PROTOCOLS } from "../vocab.js";
import * as all from "./all.js";

export { HIDDEN_PROFILE_SPEC } from "./hidden-profile.js";
export { JUDGE_SPEC } from "./judge.js";
export { PANEL_SPEC } from "./panel.js";
export { PHANTOM_SPEC } from "./phantom.js";
export { HIDDEN_PROFILE_KIND, JUDGE_KIND, PANEL_KIND, PHANTOM_KIND } from "./all.js";

const rank = (k: RecordKind): number => {
  const i = (PROTOCOLS as readonly string[]).indexOf(k.name);
  return i === -1 ? PROTOCOLS.length : i;
};

/** The shipped kinds (see module doc). */
export const SHIPPED_RECORD_KINDS: readonly RecordKind[] = (Object.values(all) as RecordKind[]).sort(
  (a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
);
