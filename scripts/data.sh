#!/usr/bin/env bash
# Produce (or reuse) the simulated trial logs every notebook reads: runs each
# scripts/data/<protocol>.sh. GROUPTHINK_SMOKE=1 makes small data (npm test).
set -euo pipefail
cd "$(dirname "$0")/.."
for s in scripts/data/*.sh; do
  [ -e "$s" ] || continue
  echo "data: $s" >&2
  bash "$s" >&2
done
