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
import { getRecordKind } from "../schema/registry.js";

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
      // a kind beyond the contract's four: its spec's label field, grouped by `condition` (or its first summary field)
      const x = r as unknown as Record<string, unknown>;
      const kind = getRecordKind(x.protocol);
      const spec = (kind?.spec ?? {}) as Record<string, { label?: boolean }>;
      const label = Object.keys(spec).find((k) => spec[k].label === true);
      const by = "condition" in spec ? "condition" : kind?.summaryFields[0];
      return { condition: by === undefined ? "-" : s(x[by]), label: label === undefined ? (typeof x.parse_error === "string" ? "(unparsed)" : "-") : s(x[label]) };
    }
  }
}
