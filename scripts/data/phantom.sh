#!/usr/bin/env bash
# Simulated phantom-consensus logs for the notebook and the analysis side.
#
# Writes data/sim/phantom/<profile>/records.jsonl (+ manifest.json) by running
# the phantom protocol over the scenario bank against the in-process simulator:
#   node bin/groupthink.js run phantom --model sim:<profile> --out data/sim/phantom/<profile>
# Full: the generic profiles (resistant, typical, susceptible) and the nine
# paper-calibrated <model>-sim profiles (paper 000, Tables 1, 2, 8, 9) over all
# 120 scenarios. Smoke (GROUPTHINK_SMOKE=1): typical and qwen-2.5-7b-sim over
# the first 24 scenarios (every gold->phantom direction 4 times).
# Trial ids carry the model (the profile name) by default, so that all profiles'
# logs load together (the loader rejects a trial id repeated across files).
# Idempotent: the runner resumes an existing run directory and skips completed
# trials; in smoke mode an existing records.jsonl is reused as is.
# Run from the project root after `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=data/sim/phantom
if [[ "${GROUPTHINK_SMOKE:-0}" == "1" ]]; then
  PROFILES=(typical qwen-2.5-7b-sim)
  LIMIT=(--limit 24)
else
  PROFILES=(resistant typical susceptible
            gemini-3.5-flash-sim gemini-2.5-pro-sim gemini-2.5-flash-sim
            qwen-2.5-32b-sim mistral-small-24b-sim phi-4-sim mistral-nemo-12b-sim llama-3.1-8b-sim qwen-2.5-7b-sim)
  LIMIT=()
fi
mkdir -p "$OUT"
for p in "${PROFILES[@]}"; do
  dir="$OUT/$p"
  if [[ "${GROUPTHINK_SMOKE:-0}" == "1" && -s "$dir/records.jsonl" ]]; then
    echo "phantom: reusing $dir/records.jsonl" >&2
    continue
  fi
  node bin/groupthink.js run phantom --model "sim:$p" --out "$dir" --seed 0 "${LIMIT[@]}" --json >/dev/null
done
n=$(cat "$OUT"/*/records.jsonl | wc -l)
echo "phantom: ${#PROFILES[@]} profiles, $n records under $OUT/<profile>/records.jsonl"
