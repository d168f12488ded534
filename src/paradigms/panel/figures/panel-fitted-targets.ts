/**
 * Which paper numbers the panel simulator profiles were fitted to: the
 * `fitted.targets` of `scenarios/sim/panel-profiles.json` (written by the
 * calibration), one row per target quote with the paper's value, the value the
 * fit recovered, the section and the profiles it sets.
 *
 * @example
 * panelFittedTargets()[0].quote;
 * // => "flip-k0-qwen7b"
 */
import { readFileSync } from "node:fs";
import { projectPath } from "../../../paths.js";

/**
 * @param file the profiles file (default the shipped one)
 * @example
 * panelFittedTargets().every((t) => typeof t.paper === "number"); // => true
 */
export function panelFittedTargets(file = projectPath("scenarios", "sim", "panel-profiles.json")) {
  const doc = JSON.parse(readFileSync(file, "utf8")) as { fitted?: { targets?: { quote: string; section: string; paper: number; recovered: number | null; profiles: string[]; param: string }[] } };
  return (doc.fitted?.targets ?? []).map((t) => ({ quote: t.quote, section: t.section, paper: t.paper, recovered: t.recovered, profiles: t.profiles.join(", "), param: t.param }));
}
