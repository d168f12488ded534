#!/usr/bin/env bash
# Simulated safety-panel logs → data/sim/panel/<profile>/records.jsonl (smoke: <profile>/smoke/records.jsonl)
# (small when GROUPTHINK_SMOKE=1). Idempotent: the runner resumes finished runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
node --import tsx scripts/data/panel.ts  # not npx: npm exec costs ~1 s of CPU a start
