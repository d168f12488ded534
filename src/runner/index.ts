// Public API of the runner (barrel): what notebooks, data scripts and protocol drivers use.

// Running experiments
export { runProtocol, type RunOptions, type RunSummary } from "./run-protocol.js";
export { reparseRun, type ReparseSummary } from "./reparse.js";
export { readManifest, type Manifest, type RunCounts, type RunIdentity, type SessionInfo } from "./manifest.js";
export { jobSeed, callSeed } from "./seeds.js";
export { planRun, type RunPlan } from "./run-plan.js";
export { dryRun, estimateTokens, type DryRunEstimate, type ModelEstimate, type Prices } from "./dry-run.js";
export { parseExperiment, loadExperiment, experimentRuns, modelFolderName, safeFolderName, type Experiment } from "./experiment.js";
export { replicateSuffix, replicateJobs, replicateRecord, type ReplicateJob } from "./replicates.js";
export { parseProtocolOptions, parseOptionValue, passThroughOptions, optionHelpLines, type OptionValue } from "./protocol-options.js";
export { applySampling, definedSampling } from "./sampling.js";
export { createProviderAdapter, unsupportedParam, type Adaptation, type ProviderAdapter } from "./provider-adapter.js";
export { escapeControl } from "./terminal-text.js";

// Clients
export { createClient, usesInProcessSim, type ClientConfig } from "./client.js";
export { checkEndpoints, createCallRouter, endpointKeyVariable, type CallRoute, type CallRouter, type CallRouterConfig, type EndpointConfig } from "./endpoints.js";
export { createOpenAIClient, requestBody, sanitizeLogprobs, DEFAULT_MAX_REPLY_CHARS, maxReplyBytes, SIM_FINGERPRINT_PREFIX, type OpenAIClientConfig } from "./openai-client.js";
export { retryingClient, backoffDelay, DEFAULT_RETRY, type RetryPolicy } from "./retry.js";
export { AttemptError, isRetryableStatus, parseRetryAfter } from "./attempt-error.js";
export { openCache, cacheKey, defaultCacheDir, type ResponseCache } from "./cache.js";

// Helpers for protocol drivers
export { optionProbs, type OptionProbs } from "./option-probs.js";
export { replyEnvelope, type Envelope } from "./envelope.js";

// Simulator
export { createSimEngine, simProfileName, type SimEngine, type SimEngineOptions } from "./simulator/engine.js";
export { createInProcessSimClient, IN_PROCESS_ENDPOINT } from "./simulator/in-process-client.js";
export { startSimServer, type SimServer, type SimServerOptions } from "./simulator/server.js";
export { type FaultOptions } from "./simulator/faults.js";
export { loadSimProfiles, GENERIC_PROFILES, type SimProfile, type GenericProfile } from "./simulator/profiles.js";
export { simFingerprint } from "./simulator/version.js";

// Protocol plug-ins
export { getProtocol, protocolNames, registerProtocol, simResponders, type ProtocolEntry } from "./protocols/registry.js";
export {
  CallFailedError, modelTrialPrefix, withModelOption, type PlanContext,
  type ChatClient, type ChatMessage, type ChatReply, type ChatRequest, type CallOptions, type Job, type JobContext, type JobResult,
  type Protocol, type OptionSpec, type OptionType, type SamplingParams, type SimCall, type SimReply, type SimResponder, type TokenLogprob, type TrialError,
} from "./types.js";
export { PUBLIC_DATASETS, PUBLIC_DATASET_NAMES, defaultDatasetCacheDir, isPublicDatasetName, publicDatasetUrl, resolvePublicDataset, scenariosPath, type PublicDataset, type PublicFile, type ResolveDatasetOptions } from "./public-datasets.js";
export { answerToken, optionProbsExplained, type AnswerToken } from "./option-probs.js";
export { PARSE_FAILURE_CAUSES, parseFailureCause, countCauses, describeCauses, type ParseFailureCause } from "./parse-failure-causes.js";
export { contradictoryItems } from "./contradictory-items.js";
export { isBudgetSpent, knownIgnored, REASONING_MAX_TOKENS, type IgnoredParam } from "./provider-adapter.js";

// Batch mode (run --batch, batch export|import; docs/BATCH.md)
export { createBatchApi, BatchApiError, TERMINAL_BATCH_STATES, type BatchBackend, type BatchInfo } from "./batch-api.js";
export { createBatchClient, batchCustomId, batchInputLine, batchResults, type BatchClientOptions, type BatchFailure, type BatchStats, type BatchingClient, type LineResult } from "./batch-client.js";
export { openBatchLedger, type BatchLedger, type LedgerEntry } from "./batch-ledger.js";
export { createOfflineBatchBackend, importBatchOutput, offlineRequestFile, OFFLINE_LEDGER, type ImportResult } from "./batch-offline.js";
export { BATCH_DISCOUNT, createRoundCounter, type RoundCounter } from "./batch-rounds.js";
export type { BatchOptions, BatchSummary } from "./batch-run.js";
export { startBatchServer, type BatchOutcome, type BatchPhase, type BatchServer, type BatchServerOptions } from "./simulator/batch-server.js";
export { probeSeed, SEED_PROBE_PROMPT, type SeedProbeEvidence, type SeedProbeOptions, type SeedProbeResult } from "./seed-probe.js";
export { applySeedProbe, SIM_SEED_REASON, type SeedProbeStep } from "./run-seed-probe.js";
