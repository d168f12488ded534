#!/usr/bin/env bash
# Install everything groupthink needs on a fresh machine (idempotent):
#   1. Debian packages for headless Jupyter and Chromium (apt-get as root; otherwise names them),
#   2. npm packages from the lock file (npm ci, skipped when node_modules is current),
#   3. the build to dist/.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
# headless execution needs nbconvert, nbclient and jupyter_client importable by Debian's python
if ! { [ -x /usr/bin/jupyter ] && /usr/bin/jupyter nbconvert --version >/dev/null 2>&1 \
       && /usr/bin/python3 -c "import nbclient, nbconvert, jupyter_client" >/dev/null 2>&1; }; then
  need_apt+=(jupyter-nbconvert python3-nbclient jupyter-client jupyter-core)
fi
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
# classic Notebook 6 (jupyter notebook): open the notebooks with live figures; the live-figure test uses it
/usr/bin/jupyter notebook --version >/dev/null 2>&1 || need_apt+=(jupyter-notebook)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "setup: installing Debian packages: ${need_apt[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >&2
  else
    echo "setup: missing Debian packages: ${need_apt[*]}" >&2
    echo "setup: run as root: apt-get update && apt-get install -y --no-install-recommends ${need_apt[*]}" >&2
    exit 1
  fi
fi

major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 20 ]; then echo "setup: Node >= 20 required, found $(node --version)" >&2; exit 1; fi

if [ -L node_modules ]; then
  # a node_modules linked from another checkout (a git worktree) is that checkout's to install: npm ci here
  # would empty it through the link for every checkout sharing it
  echo "setup: node_modules is a link to $(readlink node_modules): not installing (run npm ci in that checkout)" >&2
elif [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci" >&2
  # --prefer-offline: a package already in npm's cache (checked against the lock file's integrity hash) is
  # taken from it without asking the registry whether it changed; a missing one is fetched as usual (a fresh
  # clone on this machine: 16–19 s instead of 26–59 s, the registry's answers being most of it)
  npm ci --prefer-offline --no-audit --no-fund --loglevel=error >&2
fi

# GROUPTHINK_SETUP_BUILD=0: the caller builds itself (npm run reproduce builds while the hidden-profile data run)
if [ "${GROUPTHINK_SETUP_BUILD:-1}" != "0" ]; then
  echo "setup: build" >&2
  node ./node_modules/typescript/bin/tsc -p tsconfig.build.json >&2
  node scripts/bundle-cli.mjs >&2  # the light commands' one-file bundles, dist/quick/ (as `npm run build` does)
fi
