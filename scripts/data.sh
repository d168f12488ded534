#!/usr/bin/env bash
# Produce (or reuse) the simulated trial logs every notebook reads: runs each
# scripts/data/<protocol>.sh. GROUPTHINK_SMOKE=1 makes small data (npm test).
# The scripts are independent (each writes only data/sim/<protocol>/), so they run side by side,
# GROUPTHINK_DATA_JOBS at a time (default: the number of CPU cores); each line of their output is
# prefixed with the script's name (ending with its wall and CPU time where /usr/bin/time exists), and the
# first failure fails the whole step once all have ended.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs_max="${GROUPTHINK_DATA_JOBS:-$(nproc 2>/dev/null || echo 2)}"
# each script's wall and CPU time at its end (the machine may be shared: CPU is user + sys of the script's processes)
timer=()
[ -x /usr/bin/time ] && timer=(/usr/bin/time -f "done: %e s wall, %U s user + %S s sys")
pids=()
names=()
# the longest script (hidden_profile) starts first, so that it does not start last and end alone
for s in scripts/data/hidden_profile.sh $(ls scripts/data/*.sh | grep -v '/hidden_profile\.sh$'); do
  [ -e "$s" ] || continue
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do sleep 1; done
  echo "data: $s" >&2
  name="$(basename "$s" .sh)"
  ( "${timer[@]}" bash "$s" 2>&1 | sed -u "s/^/[$name] /" >&2; exit "${PIPESTATUS[0]}" ) &
  pids+=("$!")
  names+=("$s")
done
failed=0
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then
    echo "data: ${names[$i]} failed" >&2
    failed=1
  fi
done
exit "$failed"
