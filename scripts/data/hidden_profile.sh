#!/usr/bin/env bash
# Simulated hidden-profile logs → data/sim/hidden_profile/<profile>[-<variant>]/records.jsonl
# (smoke: .../<run>/smoke/records.jsonl when GROUPTHINK_SMOKE=1) and the task-generation
# funnel under data/sim/hidden_profile/generated/. Idempotent: the runner resumes finished runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
node --import tsx scripts/data/hidden_profile.ts  # not npx: npm exec costs ~1 s of CPU a start
