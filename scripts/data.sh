#!/usr/bin/env bash
# Produce (or reuse) the simulated trial logs every notebook reads: runs each
# scripts/data/<protocol>.sh. GROUPTHINK_SMOKE=1 makes small data (npm test).
# The scripts are independent (each writes only data/sim/<protocol>/), so they run side by side,
# GROUPTHINK_DATA_JOBS at a time (default: the number of CPU cores); each line of their output is
# prefixed with the script's name (ending with its wall and CPU time where /usr/bin/time exists), and the
# first failure fails the whole step once all have ended.
# Usage: bash scripts/data.sh [NAME...]   (default: every scripts/data/*.sh; NAME: hidden_profile, judge, ...)
# With GROUPTHINK_DATA_STATUS=DIR each script writes DIR/NAME when it ends ("ok" or "failed"): the notebooks of
# `npm run reproduce` wait on these files (run-all --gate), so each starts as soon as its own data are ready.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs_max="${GROUPTHINK_DATA_JOBS:-$(nproc 2>/dev/null || echo 2)}"
# each script's wall and CPU time at its end (the machine may be shared: CPU is user + sys of the script's processes)
timer=()
[ -x /usr/bin/time ] && timer=(/usr/bin/time -f "done: %e s wall, %U s user + %S s sys")
pids=()
names=()
status_dir="${GROUPTHINK_DATA_STATUS:-}"
[ -n "$status_dir" ] && mkdir -p "$status_dir"
# the longest scripts start first (hidden_profile, then phantom, whose notebook is also the longest after it),
# so that neither starts last and ends alone
for s in scripts/data/hidden_profile.sh scripts/data/phantom.sh $(ls scripts/data/*.sh | grep -v -e '/hidden_profile\.sh$' -e '/phantom\.sh$'); do
  [ -e "$s" ] || continue
  if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$(basename "$s" .sh)"; then continue; fi
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do sleep 1; done
  echo "data: $s" >&2
  name="$(basename "$s" .sh)"
  (
    rc=0
    "${timer[@]}" bash "$s" 2>&1 | sed -u "s/^/[$name] /" >&2 || rc=1  # pipefail: the script's status
    if [ -n "$status_dir" ]; then
      if [ "$rc" -eq 0 ]; then echo ok > "$status_dir/$name.tmp"; else echo failed > "$status_dir/$name.tmp"; fi
      mv "$status_dir/$name.tmp" "$status_dir/$name"
    fi
    exit "$rc"
  ) &
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
