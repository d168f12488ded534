// Coverage of the panel effect intervals (effect_benign, effect_harmful) on fresh simulated pools:
// the in-process simulator's own answers over copies of the shipped bank (each copy's items
// have their own per-item draws, as the calibration does). A unit is one item of the class
// that the reviewer judged correctly alone and has a silent_peers record.
import "../src/paradigms/registry.js"; // the paradigm folders registered (as the barrel and the command line do)
import { projectPath } from "../src/paths.js";
import { loadPanelItems } from "../src/paradigms/panel/protocol/bank.js";
import { loadPanelSimProfiles } from "../src/paradigms/panel/protocol/responder.js";
import { panelBankCopies, simulatePanel } from "../src/paradigms/panel/cli/calibration.js";
import { splitPanelRecords } from "../src/paradigms/panel/measures/panel-records.js";
import { indexPanelRecords } from "../src/paradigms/panel/measures/panel-index.js";
import { panelReviewerRates } from "../src/paradigms/panel/measures/reviewer-rates.js";
import { panelBootstrapBatch } from "../src/paradigms/panel/measures/bootstrap-batch.js";
import type { PanelRecord } from "../src/paradigms/panel/kind.js";
import type { Measure } from "../src/stats/measure.js";
import { createRng } from "../src/stats/rng.js";

export const PANEL_HEADLINE = ["effect_benign", "effect_harmful"] as const;

/** Per class, the eligible units (their records) of one reviewer under `condition`, from `copies` copies of the bank. */
export async function panelPool(profile: string, copies: number, condition = "wrong_peers"): Promise<Record<"benign" | "harmful", PanelRecord[][]>> {
  const profiles = loadPanelSimProfiles(projectPath("scenarios"));
  const items = panelBankCopies(loadPanelItems(projectPath("scenarios", "panel")), copies);
  const recs = (await simulatePanel({ [profile]: profiles[profile] }, items)).filter((r) => r.round !== 3 && r.k_asserting === undefined && (r.wording ?? "original") === "original");
  const byItem = new Map<string, PanelRecord[]>();
  for (const r of recs) {
    const k = `${r.dataset}\u0000${r.item_id}`;
    (byItem.get(k) ?? byItem.set(k, []).get(k)!).push(r);
  }
  const out: Record<"benign" | "harmful", PanelRecord[][]> = { benign: [], harmful: [] };
  for (const rs of byItem.values()) {
    const get = (c: string) => rs.find((r) => r.condition === c);
    const solo = get("solo"), sil = get("silent_peers"), cond = get(condition);
    if (!solo || !sil || !cond) continue;
    const correct = solo.gold === "benign" ? "safe" : "unsafe";
    if (solo.verdict !== correct) continue;
    out[solo.gold].push([solo, sil, cond]);
  }
  return out;
}

/** The effect measure of one class over some units (Newcombe interval when B > 0). */
export function panelEffect(units: readonly PanelRecord[][], cls: "benign" | "harmful", condition = "wrong_peers", B = 1): Measure {
  const ix = indexPanelRecords(splitPanelRecords(units.flat()).main);
  const batch = panelBootstrapBatch(B, createRng(0), 0.95, ix.cluster);
  const r = panelReviewerRates(ix, units[0][0].model, condition, batch);
  return cls === "benign" ? r.effect_benign : r.effect_harmful;
}
