/**
 * The paired data of two sides' records for one protocol: the dispatch
 * behind `compareRuns` and `groupthink plan` (phantom scenarios, panel items —
 * or two panel conditions of the same records with `by: "condition"` —,
 * hidden-profile tasks — variants as sides with `by: "condition"` —, judge
 * trajectories).
 *
 * @example
 * const logs = await loadLogs(["test/fixtures/compare/hp-susceptible.jsonl", "test/fixtures/compare/hp-typical.jsonl"]);
 * const side = (m: string) => logs.hidden_profile.filter((r) => r.model === m);
 * pairedDataFor("hidden_profile", "model", side("susceptible"), side("typical"), ["susceptible", "typical"], logs.hidden_profile, 0).unitKind; // => "task"
 */
import { argError } from "../../errors.js";
import type { AnyRecord, HiddenProfileRecord, JudgeRecord, PanelRecord, PhantomRecord } from "../../schema/records.js";
import type { CompareBy } from "./compare-by.js";
import { hiddenProfilePairedData } from "./hidden-profile-paired-data.js";
import { judgePairedData } from "./judge-paired-data.js";
import type { PairedData } from "./paired-data.js";
import { panelPairedData } from "./panel-paired-data.js";
import { phantomPairedData } from "./phantom-paired-data.js";

/** The protocols that can be compared and planned. */
export const COMPARE_PROTOCOLS = ["phantom", "panel", "hidden_profile", "judge"] as const;
export type CompareProtocol = (typeof COMPARE_PROTOCOLS)[number];

/**
 * @param protocol the paradigm
 * @param by what the sides are
 * @param ref the reference side's records
 * @param other the other side's records
 * @param labels the sides' names (with `by: "condition"` on panel: the two conditions)
 * @param all every record (panel conditions are compared within them)
 * @param seed seed of the judge's train/test split
 * @throws RangeError for an unknown protocol
 */
export function pairedDataFor(protocol: CompareProtocol, by: CompareBy, ref: AnyRecord[], other: AnyRecord[], labels: [string, string], all: AnyRecord[], seed: number): PairedData {
  switch (protocol) {
    case "phantom": return phantomPairedData(ref as PhantomRecord[], other as PhantomRecord[], labels);
    case "panel": return by === "condition" ? panelPairedData(all as PanelRecord[], all as PanelRecord[], labels, { conditions: labels }) : panelPairedData(ref as PanelRecord[], other as PanelRecord[], labels);
    case "hidden_profile": return hiddenProfilePairedData(ref as HiddenProfileRecord[], other as HiddenProfileRecord[], labels, { byVariant: by === "condition" });
    case "judge": return judgePairedData(ref as JudgeRecord[], other as JudgeRecord[], labels, { seed });
    default: {
      const never: never = protocol;
      throw new RangeError(argError("pairedDataFor", "protocol", COMPARE_PROTOCOLS.join(", "), never));
    }
  }
}

