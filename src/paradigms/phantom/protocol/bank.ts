/**
 * The bank stage of the phantom protocol (issue 12's stage-named files): load
 * and validate the scenario bank. Re-exports the loader, the validators, the
 * rubric floor and the shipped design's quotas.
 *
 * @example
 * import { loadPhantomBank } from "./bank.js";
 * loadPhantomBank("scenarios/phantom").length; // => 480
 */
export { loadPhantomBank, checkPhantomBank, bankFiles, ScenarioBankError } from "./load-bank.js";
export { validateBank, quotaIssues, type BankCheck, type BankCheckOptions } from "./validate-bank.js";
export { validateScenario, formatIssue, type ScenarioIssue } from "./validate-scenario.js";
export { designQuotaIssues, PHANTOM_DESIGN, SHIPPED_DOMAINS } from "./design-quotas.js";
export { textReuseIssues, splitSentences, MAX_SENTENCE_REUSE } from "./text-reuse.js";
export { normSourceIssue, normSourceMarks, NORM_MARKERS, NORM_MARKERS_REQUIRED, NORM_MARKERS_ALLOWED } from "./norm-source-check.js";
export { rubricViolations, isStockSentence, normaliseSentence, RUBRIC_ITEMS, STOCK_SENTENCES, STOCK_LEAD_INS, MIN_RATIONALE_WORDS, type RubricItem } from "./rubric.js";
