#!/usr/bin/env bash
# npm run reproduce: install/build, produce (or reuse) the simulated trial logs,
# execute every notebook and write the executed notebooks and the static HTML
# report under data/derived/report/.
# The stages overlap (issue 22): the hidden-profile data (the longest script; run through tsx, so it needs no
# build) start as soon as the packages are installed, while the build runs; then the other data scripts; and the
# notebooks start at once, each as soon as its own data script has ended (run-all --gate; notebook 00 needs none).
# The hidden-profile data are the critical path (notebook 02 waits for them), so everything started beside them
# runs at a lower priority (nice 5): on 2 cores they keep a core, and the rest shares the other.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -z "${GROUPTHINK_DATA_DIR:-}" ] && [ -d ../shared/external ] && export GROUPTHINK_DATA_DIR="$(cd ../shared/external && pwd)"  # public datasets for notebook 03 (docs/DATASETS.md)
GROUPTHINK_SETUP_BUILD=0 bash scripts/setup.sh
unset GROUPTHINK_SMOKE
# the figures' PNG fallback (Chromium) is skipped: the report draws every figure from its Plotly JSON
# (src/report/notebook-section.ts); GROUPTHINK_NO_PNG=0 keeps it for static viewers of the executed .ipynb
export GROUPTHINK_NO_PNG="${GROUPTHINK_NO_PNG:-1}"
status="$(mktemp -d)"
pids=()
trap 'rm -rf "$status"' EXIT
# data scripts NAME... in the background; a script that ended without its status file (killed) counts as failed,
# so that no notebook waits for it forever
data_bg() {
  ( rc=0; GROUPTHINK_DATA_STATUS="$status" bash scripts/data.sh "$@" || rc=$?
    for n in "$@"; do [ -e "$status/$n" ] || echo failed > "$status/$n"; done; exit "$rc" ) &
  pids+=("$!")
}
data_bg hidden_profile
# from here on this shell, and so all it starts next, runs at nice 5 (the hidden-profile data keep nice 0)
renice -n 5 -p $$ > /dev/null
echo "setup: build" >&2
nb=0
if node ./node_modules/typescript/bin/tsc -p tsconfig.build.json >&2 && node scripts/bundle-cli.mjs >&2; then
  # the rest (judge.sh runs the built CLI), side by side with the hidden-profile data and the notebooks
  mapfile -t rest < <(ls scripts/data/*.sh | xargs -n1 basename | sed 's/\.sh$//' | grep -vx hidden_profile)
  data_bg "${rest[@]}"
  node dist/notebook/run-all.js --out data/derived --report \
    --gate "01=$status/phantom" --gate "02=$status/hidden_profile" --gate "03=$status/panel" \
    --gate "04=$status/judge" --gate "05=$status/benchform" || nb=1
else
  echo "reproduce: the build failed (no notebook run); waiting for the hidden-profile data" >&2
  nb=1
fi
data=0
for p in "${pids[@]}"; do wait "$p" || data=1; done
[ "$data" -eq 0 ] || echo "reproduce: a data script failed (see above)" >&2
[ "$nb" -eq 0 ] || echo "reproduce: a notebook failed (see above)" >&2
[ "$data" -eq 0 ] && [ "$nb" -eq 0 ] || exit 1
echo "reproduce: open data/derived/report.html (one self-contained file; executed notebooks in data/derived/report/)" >&2
