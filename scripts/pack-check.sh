#!/usr/bin/env bash
# The installable-package check by hand, with the npm registry reachable:
# build, npm pack, install the tarball into a fresh temporary project (no
# overrides there) with --prefer-offline (this also fills the npm cache, so
# that test/pack-install.test.ts can then run fully offline), run its
# command, import it, and time the import (bench/import.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
node ./node_modules/typescript/bin/tsc -p tsconfig.build.json
node scripts/bundle-cli.mjs
tmp=$(mktemp -d)
tgz=$(npm pack --silent --pack-destination "$tmp")
mkdir "$tmp/fresh"
echo '{"name":"fresh","version":"1.0.0","private":true,"type":"module"}' > "$tmp/fresh/package.json"
(cd "$tmp/fresh" && npm install --prefer-offline --no-audit --no-fund "../$tgz" >&2)
echo "pack-check: installed $(du -sh "$tmp/fresh/node_modules" | cut -f1) into $tmp/fresh" >&2
(cd "$tmp/fresh" && ./node_modules/.bin/groupthink validate node_modules/groupthink/data/samples/phantom-sample.jsonl >&2)
(cd "$tmp/fresh" && node --input-type=module -e 'import * as gt from "groupthink"; console.log("pack-check: import ok,", Object.keys(gt).length, "exports")')
npx tsx bench/import.ts "$tmp/fresh" 5
