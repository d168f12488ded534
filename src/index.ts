/**
 * groupthink — measure social conformity in multi-agent LLM systems.
 * The public barrel: notebooks import `../dist/index.js` as `gt`.
 */

// Errors, paths
export * from "./errors.js";
export * from "./paths.js";

// Schema: the trial-log contract in code
export * from "./schema/index.js";

// Load: JSONL → validated records → columns → DataFrame
export * from "./load/index.js";

// Statistics and models
export * from "./stats/index.js";
export * from "./models/index.js";

// Metrics, one folder per paradigm
export * from "./metrics/common/index.js";
export * from "./metrics/phantom/index.js";
export * from "./metrics/panel/index.js";
export * from "./metrics/hidden-profile/index.js";
export * from "./metrics/judge/index.js";

// Figures and notebook display
export * from "./plot/index.js";
export * from "./plot/phantom/index.js";
export * from "./plot/panel/index.js";
export * from "./plot/hidden-profile/index.js";
export * from "./plot/judge/index.js";

// Runner: endpoints, simulator, protocols
export * from "./runner/index.js";

// Notebook execution checks
export * from "./notebook/index.js";
