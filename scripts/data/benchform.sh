#!/usr/bin/env bash
# Simulated BenchForm logs → data/sim/benchform/<profile>-<mode>/records.jsonl (smoke: …/smoke/records.jsonl)
# on BenchForm's published items (../shared/external/benchform/; the hand-written fixture when absent),
# small when GROUPTHINK_SMOKE=1. Idempotent: the runner resumes finished runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx tsx scripts/data/benchform.ts
