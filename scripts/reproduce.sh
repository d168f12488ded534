#!/usr/bin/env bash
# npm run reproduce: install/build, produce (or reuse) the simulated trial logs,
# execute every notebook and write the executed notebooks and the static HTML
# report under data/derived/report/.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -z "${GROUPTHINK_DATA_DIR:-}" ] && [ -d ../shared/external ] && export GROUPTHINK_DATA_DIR="$(cd ../shared/external && pwd)"  # public datasets for notebook 03 (docs/DATASETS.md)
bash scripts/setup.sh
unset GROUPTHINK_SMOKE
bash scripts/data.sh
node dist/notebook/run-all.js --out data/derived --report
echo "reproduce: open data/derived/report.html (one self-contained file; executed notebooks in data/derived/report/)" >&2
