"""Cost reference for bench/startup.ts (issue 22): an independent numpy pass over the same log.

Reads the JSONL, validates each record's protocol field, and computes one point measure with a
10,000-replicate cluster bootstrap: phantom Public Acc (public decision == gold, clustered by
scenario); panel and hidden_profile the parse-success share clustered by run/session. A cost
reference (whole-process CPU), not a value check of groupthink's measures.
Run: /usr/bin/python3 bench/startup_ref.py PROTOCOL LOG
"""
import json
import sys

import numpy as np

protocol, path = sys.argv[1], sys.argv[2]
recs = []
with open(path, encoding="utf8") as f:
    for n, line in enumerate(f, 1):
        if line.strip():
            r = json.loads(line)
            if r.get("protocol") != protocol:
                raise SystemExit(f"{path}:{n}: protocol: expected {protocol}")
            recs.append(r)
if protocol == "phantom":
    recs = [r for r in recs if r.get("condition") == "public"]
    key = [r["scenario_id"] for r in recs]
    y = np.array([r.get("decision") == r.get("gold") for r in recs], dtype=float)
else:
    key = [str(r.get("session_id", r.get("trial_id", "")).split(":")[0]) for r in recs]
    y = np.array([r.get("parse_error") is None for r in recs], dtype=float)
ids, inv = np.unique(np.array(key), return_inverse=True)
s = np.bincount(inv, weights=y, minlength=len(ids))
c = np.bincount(inv, minlength=len(ids)).astype(float)
rng = np.random.default_rng(0)
idx = rng.integers(0, len(ids), size=(10_000, len(ids)))
boot = s[idx].sum(1) / np.maximum(c[idx].sum(1), 1)
print(json.dumps({"value": float(s.sum() / c.sum()), "ci": [float(np.quantile(boot, 0.025)), float(np.quantile(boot, 0.975))]}))
