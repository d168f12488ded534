/**
 * The manifest of one session of a run: built from the run's plan and the
 * previous manifest of the folder (earlier sessions, parser versions,
 * reparse history and provider adaptations carried over), its counts
 * refreshed from the journal. Writing stays in `manifest.ts`.
 *
 * @example
 * const m = sessionManifest({ runId, identity, hash, plan, previous: null, session });
 * m.status; // => "running"
 * refreshManifestCounts(m, journal, plan.planned, 0, adapter.list());
 */
import { stableStringify } from "./hash.js";
import { gitCommit } from "./git-commit.js";
import { countCauses } from "./parse-failure-causes.js";
import type { Journal } from "./journal.js";
import type { Manifest, RunIdentity, SessionInfo } from "./manifest.js";
import type { Adaptation, IgnoredParam } from "./provider-adapter.js";
import type { RunPlan } from "./run-plan.js";
import { packageVersion } from "./simulator/version.js";

/** What the session manifest is built from. */
export interface SessionManifestInput {
  runId: string;
  identity: RunIdentity;
  hash: string;
  plan: Pick<RunPlan, "bankPath" | "bankHash" | "items" | "prompts" | "runSeed" | "key" | "protocol" | "planned">;
  previous: Manifest | null;
  session: SessionInfo;
}

/**
 * The manifest at the start of a session (status `running`, counts zero until refreshed).
 *
 * @example
 * sessionManifest(input).sessions.length; // => earlier sessions + 1
 */
export function sessionManifest(i: SessionManifestInput): Manifest {
  const { previous, plan } = i;
  return {
    manifest_version: 1,
    schema_version: "1.0",
    run_id: i.runId,
    simulated: previous?.simulated ?? false,
    config: i.identity,
    config_hash: i.hash,
    banks: [{ path: plan.bankPath, sha256: plan.bankHash, items: plan.items.length }],
    prompts: { dir: plan.prompts.dir, sha256: plan.prompts.sha256 },
    package: { name: "groupthink", version: packageVersion() },
    git_commit: gitCommit(),
    seeds: { run_seed: plan.runSeed, job_seed: "deriveSeed(run_seed, job_id)", call_seed: "deriveSeed(job_seed, 'call:' + call_key)" },
    parser_versions: { ...previous?.parser_versions, [plan.key]: plan.protocol.parserVersion },
    ...(previous?.reparsed ? { reparsed: previous.reparsed } : {}),
    adaptations: [...(previous?.adaptations ?? [])],
    ...(previous?.ignored_parameters ? { ignored_parameters: previous.ignored_parameters.map((x) => ({ ...x })) } : {}),
    ...(previous?.effective_sampling ? { effective_sampling: structuredClone(previous.effective_sampling) } : {}),
    ...(previous?.seed_probe ? { seed_honoured: previous.seed_honoured ?? null, seed_probe: { ...previous.seed_probe, reply_sha256: [...previous.seed_probe.reply_sha256] } } : {}),
    started_at: previous?.started_at ?? i.session.started_at,
    ended_at: null,
    status: "running",
    counts: { trials: 0, planned: plan.planned, errors: 0, parse_failures: 0, calls: 0, cache_hits: 0, prompt_tokens: 0, completion_tokens: 0 },
    sessions: [...(previous?.sessions ?? []), i.session],
  };
}

/**
 * Refresh the counts (from the journal), the simulated flag and the adaptations (new ones appended) in place.
 *
 * @example
 * refreshManifestCounts(manifest, journal, 20, 0, []);
 * manifest.counts.trials; // => journal.completed.size
 */
export function refreshManifestCounts(manifest: Manifest, journal: Journal, planned: number, errors: number, adaptations: readonly Adaptation[], ignored: readonly IgnoredParam[] = []): void {
  manifest.counts = {
    trials: journal.completed.size, planned, errors, parse_failures: journal.parseFailures, parse_failure_causes: countCauses(journal.unparsedCauses.values()), calls: journal.totals.calls,
    cache_hits: journal.totals.cache_hits, prompt_tokens: journal.totals.prompt_tokens, completion_tokens: journal.totals.completion_tokens,
  };
  manifest.simulated = journal.totals.simulated > 0;
  const seen = new Set(manifest.adaptations.map((a) => stableStringify(a)));
  for (const a of adaptations) if (!seen.has(stableStringify(a))) manifest.adaptations.push({ ...a });
  if (ignored.length > 0) {
    const list = (manifest.ignored_parameters ??= []);
    const known = new Set(list.map((x) => `${x.endpoint}\u0000${x.model}\u0000${x.param}`));
    for (const x of ignored) if (!known.has(`${x.endpoint}\u0000${x.model}\u0000${x.param}`)) list.push({ ...x });
  }
}
