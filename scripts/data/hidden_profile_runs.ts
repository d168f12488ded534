// The simulated hidden-profile runs shared by scripts/data/hidden_profile.ts (the notebook's data) and the
// calibration (src/paradigms/hidden_profile/cli/calibration.ts, where the lists live).
export { HP_ABLATIONS, HP_ABLATION_TASKS, HP_BASELINE_PROFILES } from "../../src/paradigms/hidden_profile/cli/calibration.js";
