// The simulated hidden-profile runs shared by scripts/data/hidden_profile.ts (the notebook's data)
// and scripts/data/hidden_profile_fit.ts (the calibration check): which profiles get a baseline run,
// which tasks and run options make each GPT-4.1-sim ablation (HiddenBench Tables 2, 3, 5, 6).

/** Profiles with a baseline run over the whole bank (T = 15). */
export const HP_BASELINE_PROFILES = [
  "gpt-4.1-sim", "gemini-2.5-pro-sim", "gemini-2.5-flash-sim", "gemini-2.5-flash-lite-sim", "gpt-5-nano-sim", "gpt-5-minimal-sim",
  "resistant", "typical", "susceptible",
];

/** The paper ran its ablations on three four-agent tasks; so do we. */
export const HP_ABLATION_TASKS = ["hp-002", "hp-003", "hp-006"];

/** Ablation run name → run options (the variant id is derived from them). */
export const HP_ABLATIONS: Record<string, Record<string, unknown>> = {
  "ablation-baseline": { variant: "ablation-baseline" },
  "rounds-5": { rounds: 5 }, "rounds-10": { rounds: 10 }, "rounds-20": { rounds: 20 },
  ...Object.fromEntries(["very_cooperative", "cooperative", "constructive", "conflictual", "very_conflictual", "zero_shot_cot", "informing_asymmetry", "share_all"]
    .map((s) => [`strategy-${s}`, { strategy: s }])),
  ...Object.fromEntries([1, 2, 3, 4].map((k) => [`adversarial-${k}`, { adversarial: k }])),
  reveal_all: { intervention: "reveal_all" }, secretary: { intervention: "secretary" },
};
