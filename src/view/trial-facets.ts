/**
 * The facets the viewer filters trials by, per protocol: the *condition*
 * (phantom and panel: `condition`; hidden_profile: `phase`; judge:
 * `auditors=N`) and the *label* (phantom: `decision`; panel: `verdict`;
 * hidden_profile: `vote`; judge: `accuracy=0|1`). An unparsed label
 * (`null`) shows as `(unparsed)`.
 *
 * @example
 * trialFacets({ protocol: "phantom", condition: "private", decision: null } as TrialRecord); // => { condition: "private", label: "(unparsed)" }
 */
import type { TrialRecord } from "../schema/records.js";

/**
 * Condition and label of a record, as strings.
 *
 * @example
 * trialFacets({ protocol: "judge", auditor_count: 3, accuracy: 1 } as TrialRecord); // => { condition: "auditors=3", label: "accuracy=1" }
 */
export function trialFacets(r: TrialRecord): { condition: string; label: string } {
  const s = (v: unknown) => (v === null || v === undefined ? "(unparsed)" : String(v));
  switch (r.protocol) {
    case "phantom":
      return { condition: r.condition, label: s(r.decision) };
    case "panel":
      return { condition: r.condition, label: s(r.verdict) };
    case "hidden_profile":
      return { condition: r.phase, label: s(r.vote) };
    case "judge":
      return { condition: `auditors=${r.auditor_count}`, label: `accuracy=${r.accuracy}` };
    default: {
      const never: never = r;
      throw new TypeError(`trialFacets: unknown protocol ${String((never as { protocol: unknown }).protocol)}`);
    }
  }
}
