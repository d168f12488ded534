#!/usr/bin/env bash
# Simulated data for notebooks/04-formalism-trap (run from the project root after `npm run build`).
# Writes data/sim/judge/corpus.jsonl (22,500 trajectories; 3,000 when GROUPTHINK_SMOKE=1),
# data/sim/judge/fresh.jsonl (a fresh sample of the same size for the vigilance-filter check), the demo
# traces of scenarios/judge/demo-traces.jsonl judged by sim:resistant (data/sim/judge/traces-resistant/) and, when the runner's
# `groupthink run` works, a few pipeline trajectories under data/sim/judge/pipeline-<profile>/ (judge = the
# propagator's own profile: not cross-blind) and a cross-blind run, the susceptible propagator graded and
# coded by the resistant profile (--judge-model), under data/sim/judge/pipeline-susceptible-judge-resistant/.
# Idempotent: existing files of the right size are kept. Everything here is simulated.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=data/sim/judge
mkdir -p "$OUT"
if [ "${GROUPTHINK_SMOKE:-0}" = "1" ]; then N=3000; CORPUS="$OUT/corpus-smoke.jsonl"; else N=22500; CORPUS="$OUT/corpus-full.jsonl"; fi
if [ ! -s "$CORPUS" ] || [ "$(wc -l < "$CORPUS")" -ne "$N" ]; then
  node bin/groupthink.js judge corpus --out "$CORPUS" --n "$N" --seed 0
fi
ln -f "$CORPUS" "$OUT/corpus.jsonl"  # a hard link: the notebook reads corpus.jsonl, the bytes are stored once
# a fresh sample of the same population, as large as the corpus (the deployable-filter check of notebook 04)
FRESH="$OUT/fresh-$N.jsonl"
if [ ! -s "$FRESH" ] || [ "$(wc -l < "$FRESH")" -ne "$N" ]; then
  node bin/groupthink.js judge corpus --out "$FRESH" --n "$N" --seed 7
fi
ln -f "$FRESH" "$OUT/fresh.jsonl"
# your-own-traces demo: the committed chat-style traces judged and coded by the resistant profile (no propagator)
if [ ! -s "$OUT/traces-resistant/records.jsonl" ]; then
  node bin/groupthink.js run judge --model sim:resistant --traces scenarios/judge/demo-traces.jsonl --out "$OUT/traces-resistant" --seed 0 >/dev/null 2>"$OUT/traces-resistant.log" \
    || echo "judge.sh: traces run failed (see $OUT/traces-resistant.log)" >&2
fi
for P in resistant typical susceptible; do
  if [ ! -s "$OUT/pipeline-$P/records.jsonl" ]; then
    node bin/groupthink.js run judge --model "sim:$P" --out "$OUT/pipeline-$P" --seed 0 >/dev/null 2>"$OUT/pipeline-$P.log" \
      || echo "judge.sh: pipeline run for $P not available yet (see $OUT/pipeline-$P.log)" >&2
  fi
done
XB="$OUT/pipeline-susceptible-judge-resistant"
if [ ! -s "$XB/records.jsonl" ]; then
  node bin/groupthink.js run judge --model sim:susceptible --judge-model sim:resistant --out "$XB" --seed 0 >/dev/null 2>"$XB.log" \
    || { echo "judge.sh: cross-blind pipeline run failed (see $XB.log)" >&2; exit 1; }
fi
