// Public API of the judge metrics (formalism trap; metrics.md §4–5, paper 003).
export {
  judgeCapture,
  judgeCaptureLabels,
  judgeDissonance,
  type JudgeScores,
  judgeVQual,
} from "./dissonance.js";
export { structuralRigorScore } from "./rigor-score.js";
export { JUDGE_PERFORMATIVE_KEYWORDS, judgePerformative } from "./performative.js";
export { type HasClusters, judgeFeatures, judgeFeaturesLenient, judgeVocabulary } from "./features.js";
export { type GroundingInput, judgeGrounding, type JudgeGrounding, judgeGroundingColumns } from "./grounding.js";
export { judgeGroupRows, judgeOrderedSwarmKey, judgeSwarmKey } from "./swarm-key.js";
export { type JudgeFoldScorer, JUDGE_MIN_SPLIT_POSITIVES, judgeAucWithInterval, judgeLodo, type JudgeLodoFold, judgeLodoWith } from "./lodo.js";
export { JUDGE_PROFILE_MIN_MINORITY, type JudgeProfile, judgeProfiles, judgeTopPositive } from "./profiles.js";
export {
  judgeFit,
  type JudgeFitDetail,
  judgeFitDetailed,
  type JudgeFitInput,
  type JudgeFitOptions,
  type JudgeFitReport,
  type JudgeFitFilterReport,
  judgeCanonicalClusters,
  JUDGE_MIN_FLAGGED,
} from "./judge-fit.js";
export { judgeDeployableFit, type JudgeDeployableFit, type JudgeDeployableOptions, judgeStratifiedFolds } from "./deployable-filter.js";
export {
  calibrateScore,
  JUDGE_CLUSTER_KEY_VERSION,
  judgeClusterKey,
  type JudgeInterval,
  type JudgeOperatingPoint,
  type JudgeReliabilityRow,
  type JudgeTrajectoryScore,
  judgeVocabularyHash,
  loadFilter,
  parseFilter,
  scoreTrajectory,
} from "./filter-runtime.js";
export { type JudgeComplete, judgeLabelled, type JudgeMaybeLabelled } from "./labelled-records.js";
export {
  JUDGE_FILTER_SCHEMA,
  JUDGE_FILTER_VERSION,
  judgeBuildFilter,
  type JudgeFilterInput,
  type JudgeFilterScore,
  judgeScoreFilter,
  type JudgeVigilanceFilter,
} from "./vigilance-filter.js";
export { judgeCalibration, type JudgeCalibration, type JudgeCalibrationBin } from "./calibration.js";
export { type JudgePipelineInput, type JudgePipelineRow, judgePipelineSummary } from "./pipeline-summary.js";
export { judgeFilterEvaluation, type JudgeFilterEvaluation } from "./filter-evaluation.js";
export { type JudgeCorpusInput, judgeCorpusSummary, type JudgeCorpusSummary } from "./corpus-summary.js";
export { judgeCrossBlindExample, type JudgeCrossBlindInput, type JudgeFieldRow } from "./cross-blind-example.js";
export { judgePipelineLogFiles } from "./pipeline-log-files.js";
export { judgeL1NullSeNote } from "./l1-se-note.js";
export {
  JUDGE_MLP_BEYOND_PAPER,
  type JudgeLodoComparison,
  type JudgeLodoComparisonRow,
  judgeLodoCompare,
  judgeLodoMlp,
  judgeMlpComparison,
  type JudgeMlpInput,
} from "./mlp-meta-evaluator.js";
export { JUDGE_METRIC_FIELDS } from "./judge-metric-fields.js";
