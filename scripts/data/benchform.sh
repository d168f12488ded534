#!/usr/bin/env bash
# Simulated BenchForm logs → data/sim/benchform/<profile>-<mode>/records.jsonl (smoke: …/smoke/records.jsonl)
# on BenchForm's published items (../shared/external/benchform/; the hand-written fixture when absent),
# small when GROUPTHINK_SMOKE=1. Idempotent: the runner resumes finished runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
node --import tsx scripts/data/benchform.ts  # not npx: npm exec costs ~1 s of CPU a start
