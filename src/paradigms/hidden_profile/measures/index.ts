// Public API of the hidden-profile metrics (barrel).
export { dedupeHiddenProfile, hiddenProfileKey } from "./dedupe-hidden-profile.js";
export {
  hiddenProfileSessions, isCorrectVote as hiddenProfileVoteCorrect, averageRuleScore as hiddenProfileAverageRule,
  majorityRuleScore as hiddenProfileMajorityRule, type HpSession,
} from "./hp-sessions.js";
export { hiddenProfileSummary, hiddenProfileTaskMeans, hiddenProfileExactY, type HpRule, type HpSummary } from "./hp-summary.js";
export { strongCollectiveReasoning } from "./hp-strong.js";
export { hiddenProfileFisher, type HpFisher } from "./hp-fisher.js";
export { hiddenProfileMcnemar, hiddenProfileMcnemarByGroup, type HpMcnemar } from "./hp-mcnemar.js";
export { hiddenProfileTaskValidity, HP_MIN_VALIDATION_SESSIONS, type HpTaskValidity } from "./hp-task-validity.js";
export { hiddenProfileMetrics, type HiddenProfileReport, type HpGroupRow, type HpTaskRow } from "./hidden-profile-metrics.js";
export { readHiddenProfileTranscripts, type HpTranscript, type HpRound, type HpMessage } from "./hp-transcript.js";
export {
  hiddenProfileDisclosure, hiddenProfileDisclosureCurve, factMentioned as hiddenProfileFactMentioned, contentTokens as hiddenProfileContentTokens,
  type HpDisclosure, type HpDisclosureRound, type HpDisclosureCurveRow,
} from "./hp-disclosure.js";
export { hiddenProfileFactCheck, type HpFactCheckRow } from "./hp-fact-check.js";
export { hiddenProfileValidationReport, type HpValidationReport, type HpValidationRow } from "./hp-validation-report.js";
export { hiddenProfileByGroupSize, type HpGroupSizeRow } from "./hp-by-group-size.js";
export { hiddenProfileRunDirs, hiddenProfileModelRun, hiddenProfileRecordFiles } from "./hp-log-files.js";
export { hiddenProfileLogSummary } from "./hp-log-summary.js";
export { hiddenProfileDisclosureSummary } from "./hp-disclosure-summary.js";
export { readHiddenProfileFunnel } from "./hp-funnel-file.js";
export { hiddenProfileParseFailures, HP_PARSE_FAILURE_ALERT, type HpParseFailureRow } from "./hp-parse-failures.js";
export { hiddenProfileFactAccuracy, type HpFactAccuracyRow } from "./hp-fact-accuracy.js";
export { HP_METRIC_FIELDS } from "./hp-metric-fields.js";
