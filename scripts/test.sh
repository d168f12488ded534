#!/usr/bin/env bash
# npm test: install/build, type-check, unit tests (vitest), then execute every
# notebook headlessly on small data; ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
[ -z "${GROUPTHINK_DATA_DIR:-}" ] && [ -d ../shared/external ] && export GROUPTHINK_DATA_DIR="$(cd ../shared/external && pwd)"  # public datasets for notebook 03 (docs/DATASETS.md)
bash scripts/setup.sh || { echo "0 passed, 1 failed"; exit 1; }

status=0
echo "== type-check" >&2
node ./node_modules/typescript/bin/tsc -p tsconfig.json --noEmit >&2 || status=1
node ./node_modules/typescript/bin/tsc -p tsconfig.notebooks.json >&2 || status=1  # the notebooks' sources, against src/ (tsconfig.notebooks.json)

echo "== unit tests" >&2
report=$(mktemp)
npx vitest run --reporter=default --reporter=json --outputFile.json="$report" >&2 || status=1
read -r upass ufail <<<"$(node -e '
  const fs = require("fs");
  try { const r = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
        console.log(r.numPassedTests + " " + (r.numFailedTests + (r.numTotalTests === 0 ? 1 : 0))); }
  catch { console.log("0 1"); }' "$report")"
rm -f "$report"

echo "== notebooks (smoke data)" >&2
export GROUPTHINK_SMOKE=1
npass=0; nfail=0
if bash scripts/data.sh; then
  out=$(node dist/notebook/run-all.js --out data/derived/smoke)
  echo "$out" >&2
  read -r npass nfail <<<"$(echo "$out" | sed -n 's/^notebooks: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p')"
  npass=${npass:-0}; nfail=${nfail:-1}
else
  echo "data scripts failed" >&2
  nfail=1
fi

passed=$((upass + npass)); failed=$((ufail + nfail))
[ "$status" -ne 0 ] && [ "$failed" -eq 0 ] && failed=1
[ "$passed" -eq 0 ] && failed=$((failed + 1))
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
