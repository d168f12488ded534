/**
 * Which paper model each simulator profile is calibrated on, read from the
 * profile file (`scenarios/sim/phantom-profiles.json`): a profile whose entry
 * names a paper model (field `paper_model`, `paper` or `calibrated_from`) maps
 * to it; otherwise, and when the file is absent, the profile's own name is
 * matched (`qwen-2.5-7b-sim` → `Qwen-2.5-7B`, see {@link phantomPaperModel}).
 *
 * @example
 * const paperModelOf = phantomPaperModelMap(projectPath("scenarios/sim/phantom-profiles.json"));
 * paperModelOf("phi-4-sim"); // => "Phi-4"
 * paperModelOf("typical");   // => null
 */
import { existsSync, readFileSync } from "node:fs";
import { phantomPaperModel, type PhantomPaperModel } from "./phantom-paper-values.js";

const FIELDS = ["paper_model", "paper", "calibrated_from"] as const;

/**
 * A model → paper-model function from a profile file (absent file: name matching only).
 * @throws SyntaxError when the file exists but is not JSON
 */
export function phantomPaperModelMap(profilesPath: string): (model: string) => PhantomPaperModel | null {
  const map = new Map<string, PhantomPaperModel>();
  if (existsSync(profilesPath)) {
    const json = JSON.parse(readFileSync(profilesPath, "utf8")) as Record<string, unknown>;
    const profiles = (json.profiles && typeof json.profiles === "object" ? json.profiles : json) as Record<string, unknown>;
    for (const [name, entry] of Object.entries(profiles)) {
      if (!entry || typeof entry !== "object") continue;
      for (const f of FIELDS) {
        const v = (entry as Record<string, unknown>)[f];
        const m = typeof v === "string" ? phantomPaperModel(v) : null;
        if (m) { map.set(name, m); break; }
      }
    }
  }
  return (model) => map.get(model) ?? phantomPaperModel(model);
}
