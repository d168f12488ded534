#!/usr/bin/python3
"""scikit-learn reference timings for bench/judge.ts (run with Debian's /usr/bin/python3, python3-sklearn).

Reads the design that `npx tsx bench/judge.ts --write-data /tmp/judge-wide.json` writes (the same simulated
sparse binary data the TypeScript fits use: rows as column-index lists, labels, the absolute gradient tolerance),
fits on exactly that data and tolerance, and writes bench/judge-sklearn.json:
  - L2: LogisticRegression(penalty="l2", C=1, class_weight="balanced", solver=S, tol=gtol_abs, max_iter=1000)
    for S in newton-cg, lbfgs (sklearn's gradient-norm stop, the same objective as fitLogisticL2);
  - L1: LogisticRegression(penalty="l1", C=1/alpha, solver="liblinear", intercept_scaling=100, tol=1e-8)
    (liblinear penalises the intercept a little; reported for time, not parity).
Times are the median of 3 fits after one warm-up.
usage: /usr/bin/python3 bench/judge_sklearn.py /tmp/judge-wide.json
"""
import json, os, sys, time, platform
import numpy as np
import scipy.sparse as sp
import sklearn
from sklearn.linear_model import LogisticRegression

data = json.load(open(sys.argv[1]))
n, p = data["n"], data["p"]
indptr = np.array(data["indptr"], dtype=np.int64)
indices = np.array(data["indices"], dtype=np.int64)
X = sp.csr_matrix((np.ones(len(indices)), indices, indptr), shape=(n, p))
y = np.array(data["y"])

def timed(make):
    make()  # warm-up
    ts, m = [], None
    for _ in range(3):
        t0 = time.perf_counter(); m = make(); ts.append(time.perf_counter() - t0)
    return float(np.median(ts)), m

out = {"versions": {"sklearn": sklearn.__version__, "numpy": np.__version__, "python": platform.python_version()},
       "n": n, "p": p, "nnz": int(X.nnz), "gtol_abs": data["gtol_abs"], "load_average": os.getloadavg()[0], "l2": {}, "l1": {}}
for solver in ["newton-cg", "lbfgs"]:
    s, m = timed(lambda: LogisticRegression(penalty="l2", C=1.0, class_weight="balanced", solver=solver, tol=data["gtol_abs"], max_iter=1000).fit(X, y))
    out["l2"][solver] = {"seconds": s, "n_iter": int(m.n_iter_[0]), "intercept": float(m.intercept_[0]), "coef": m.coef_[0].tolist()}
alpha = data["l1_alpha"]
s, m = timed(lambda: LogisticRegression(penalty="l1", C=1.0 / alpha, solver="liblinear", intercept_scaling=100, tol=1e-8, max_iter=1000).fit(X, y))
out["l1"]["liblinear"] = {"seconds": s, "nonzero": int(np.count_nonzero(m.coef_[0])), "intercept": float(m.intercept_[0]), "coef": m.coef_[0].tolist()}
json.dump(out, open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "judge-sklearn.json"), "w"))
print(json.dumps({k: ({s: v["seconds"] for s, v in out[k].items()} if k in ("l2", "l1") else out[k]) for k in out if k != "versions"}))
