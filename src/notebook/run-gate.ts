// A gate of run-all (issue 22): `npm run reproduce` starts the notebooks while the data scripts run; a notebook
// waits for its data script's status file (`scripts/data.sh` with GROUPTHINK_DATA_STATUS writes `ok` or `failed`).
import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";

/**
 * The state of a notebook's gate (`RunAllOptions.gates` of run-all.ts): `open` (no gate, or its file says `ok`),
 * `wait` (no file yet) or the failure to report.
 *
 * @example
 * gateState("notebooks/00-quickstart.ipynb", { "02": "/nonexistent/hidden_profile" }); // => "open"
 * gateState("notebooks/02-hidden-profile.ipynb", { "02": "/nonexistent/hidden_profile" }); // => "wait"
 */
export function gateState(notebook: string, gates: Record<string, string> = {}): "open" | "wait" | { failed: string } {
  const gate = Object.entries(gates).find(([prefix]) => basename(notebook).startsWith(prefix));
  if (!gate) return "open";
  if (!existsSync(gate[1])) return "wait";
  const said = readFileSync(gate[1], "utf8").trim();
  return said === "ok" ? "open" : { failed: `its data step failed (${gate[1]}: ${JSON.stringify(said.slice(0, 200))})` };
}
