/**
 * The run viewer: `groupthink view RUN_DIR... --out FILE.html`.
 *
 * @example
 * import { buildViewModel, viewHtml } from "./index.js";
 * writeFileSync("view.html", viewHtml(await buildViewModel(["runs/r1"])));
 */
export { type ViewCall, readCalls } from "./read-calls.js";
export { trialFacets } from "./trial-facets.js";
export { jobOfTrial, ownCallKey } from "./job-of-trial.js";
export { type ViewCallData, type ViewModel, type ViewRun, type ViewTrial, buildViewModel } from "./view-model.js";
export { viewHtml } from "./view-html.js";
export { VIEW_CLIENT_JS } from "./view-client.js";
export { VIEW_CSS } from "./view-style.js";
export { type ViewDetail, type ViewFacets, viewRunData } from "./view-run-data.js";
export { viewPage } from "./view-html.js";
export { type ViewFolderSummary, writeViewFolder } from "./view-folder.js";
export { jobFinder } from "./job-finder.js";
