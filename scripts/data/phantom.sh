#!/usr/bin/env bash
# Simulated phantom-consensus logs for the notebook and the analysis side:
# data/sim/phantom/<profile>/records.jsonl (+ manifest.json), the phantom protocol over the scenario bank
# against the in-process simulator, as `groupthink run phantom --model sim:<profile> --out
# data/sim/phantom/<profile> --seed 0` writes them (all profiles in one process; which ones and the smoke
# subset: scripts/data/phantom.ts). Idempotent: the runner resumes an existing run directory.
set -euo pipefail
cd "$(dirname "$0")/../.."
node --import tsx scripts/data/phantom.ts  # not npx: npm exec costs ~1 s of CPU a start
