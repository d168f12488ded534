import { describe, expect, it } from "vitest";
import { projectPath } from "../../../../src/paths.js";
import { loadPanelItems } from "../../../../src/paradigms/panel/protocol/bank.js";
import { loadPanelSimProfiles } from "../../../../src/paradigms/panel/protocol/responder.js";
import { panelPaperQuotes } from "../../../../src/paradigms/panel/figures/panel-paper-values.js";
import { measurePanelCalibration, panelBankCopies, PANEL_FIT_REVIEWERS, PANEL_FITS, simulatePanel, type PanelCalValue } from "../../../../src/paradigms/panel/cli/calibration.js";

// The six paper-calibrated profiles, run over four copies of our item bank (the bank
// itself and three copies with their own per-item draws; seed 0), against the
// numbers paper 002 quotes: every quote a fitted parameter targets is recovered
// within max(3 s.e., 0.05) (severity means on 0–10: max(3 s.e., 0.05) as well).
describe("panel -sim profiles reproduce paper 002's quoted numbers", async () => {
  const all = loadPanelSimProfiles(projectPath("scenarios"));
  const profiles = Object.fromEntries(PANEL_FIT_REVIEWERS.map((m) => [m, all[m]]));
  const m: Record<string, PanelCalValue> = measurePanelCalibration(await simulatePanel(profiles, panelBankCopies(loadPanelItems(projectPath("scenarios", "panel")), 4), 0));
  const paper = (id: string) => panelPaperQuotes.find((q) => q.id === id)!.value as number;
  const targeted = [...new Set(PANEL_FITS.map((f) => f.quote))];

  it.each(targeted)("%s within max(3 s.e., 0.05) of the paper", (id) => {
    const v = m[id];
    expect(v.value).not.toBeNull();
    expect(Math.abs(v.value! - paper(id))).toBeLessThanOrEqual(Math.max(3 * v.se, 0.05));
  });

  it("exact statements hold: 0 authority flips for Mistral-7B and OLMo-2-7B, no flag-eligible OLMo pair, wrong-peer panel FA 100%", () => {
    expect(m["auth-mistral"].value).toBe(0);
    expect(m["auth-olmo"].value).toBe(0);
    expect(m["flag-n-olmo"].value).toBe(0);
    expect(m["panel-fa-wrong"].value).toBe(1);
  });

  it("untargeted quotes that follow from the fitted ones are within max(3 s.e., 0.05)", () => {
    for (const id of ["pred-fa-silent", "panel-fa-silent", "subpanel-fa-wrong", "flip-k6", "dir-flag", "dir-gap", "panel-miss-wrong", "flip-k6-llama", "wording-rise-qwen7b"]) {
      const v = m[id];
      expect(Math.abs(v.value! - paper(id)), id).toBeLessThanOrEqual(Math.max(3 * v.se, 0.05));
    }
    // qualitative: Mistral and gemma "already flip most" with silent peers; Llama's rise within +44..+88
    expect(m["flip-k0-mistral"].value!).toBeGreaterThan(0.5);
    expect(m["flip-k0-gemma"].value!).toBeGreaterThan(0.5);
    expect(m["wording-rise-llama"].value!).toBeGreaterThanOrEqual(0.44 - 0.05);
    expect(m["wording-rise-llama"].value!).toBeLessThanOrEqual(0.88 + 0.05);
  });
});
