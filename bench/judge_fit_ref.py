#!/usr/bin/python3
"""Independent reference for `groupthink fit judge LOG` in bench/startup.ts (issue 22): the same fits on the same log,
written from the spec (/work/shared/spec/metrics.md §4-5) with json + numpy + scipy + scikit-learn, as a researcher
would: capture labels, the multi-hot cluster design, the L2 model on all data (newton-cholesky, balanced, C = 1),
a stratified 80/20 split with test AUC, precision/recall at 0.5 and the target-precision threshold, the
deployable filter (5-fold out-of-fold scores, Platt vs isotonic by cross-validated Brier, the final map), the L1
model (liblinear, C = 1/alpha) with inverse-Hessian standard errors and Wald p-values, leave-one-domain-out AUCs,
per-swarm profiles and the lexical grounding correlation.

Prints {"values": {"l2.intercept", "l2.<feature>"...}, "n", "positives", "features"}: the L2 fit on all data has
one optimum, so the bench checks it agrees with groupthink's (|Δ| ≤ 1e-3); the split-dependent numbers use other
random splits and are not compared. Run: /usr/bin/python3 bench/judge_fit_ref.py LOG
"""
import json
import re
import sys
from collections import defaultdict

import numpy as np
import scipy.sparse as sp
from scipy import stats
from sklearn.isotonic import IsotonicRegression
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import precision_recall_curve, roc_auc_score
from sklearn.model_selection import StratifiedKFold, train_test_split

recs = []
with open(sys.argv[1], encoding="utf8") as f:
    for line in f:
        if line.strip():
            r = json.loads(line)
            if r.get("protocol") == "judge" and r.get("evidence_weighting") is not None and r.get("accuracy") is not None:
                recs.append(r)
y = np.array([((r["evidence_weighting"] - 1) / 4 - r["accuracy"]) > 0.5 for r in recs], dtype=int)
vocab = sorted({c for r in recs for c in r["clusters"]})
col = {c: j for j, c in enumerate(vocab)}
rows, cols = [], []
for i, r in enumerate(recs):
    for c in set(r["clusters"]):
        rows.append(i)
        cols.append(col[c])
X = sp.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(recs), len(vocab)))


def l2(Xa, ya):
    return LogisticRegression(C=1.0, class_weight="balanced", solver="newton-cholesky", tol=1e-10, max_iter=1000).fit(Xa, ya)


full = l2(X, y)
values = {"l2.intercept": float(full.intercept_[0]), **{f"l2.{c}": float(b) for c, b in zip(vocab, full.coef_[0])}}

# split, test measures, threshold reaching precision 0.9 with the best recall
idx_dev, idx_test = train_test_split(np.arange(len(y)), test_size=0.2, stratify=y, random_state=0)
m = l2(X[idx_dev], y[idx_dev])
p_test = m.predict_proba(X[idx_test])[:, 1]
auc = roc_auc_score(y[idx_test], p_test)
flag = p_test >= 0.5
tp = int((flag & (y[idx_test] == 1)).sum())
prec05 = tp / flag.sum() if flag.sum() else None
rec05 = tp / (y[idx_test] == 1).sum()
pr, rc, th = precision_recall_curve(y[idx_test], p_test)
ok = np.where(pr[:-1] >= 0.9)[0]
threshold = float(th[ok[0]]) if ok.size else None

# deployable filter: out-of-fold scores on the dev part, Platt vs isotonic by cross-validated Brier
yd = y[idx_dev]
oof = np.zeros(len(idx_dev))
folds = list(StratifiedKFold(5, shuffle=True, random_state=0).split(np.zeros(len(yd)), yd))
for fit, ev in folds:
    oof[ev] = l2(X[idx_dev][fit], yd[fit]).predict_proba(X[idx_dev][ev])[:, 1]
z = np.log(np.clip(oof, 1e-12, 1 - 1e-12) / np.clip(1 - oof, 1e-12, 1)).reshape(-1, 1)
cv_platt, cv_iso = np.zeros(len(yd)), np.zeros(len(yd))
for fit, ev in folds:
    cv_platt[ev] = LogisticRegression(C=1e12).fit(z[fit], yd[fit]).predict_proba(z[ev])[:, 1]
    cv_iso[ev] = IsotonicRegression(out_of_bounds="clip").fit(oof[fit], yd[fit]).predict(oof[ev])
brier = {"platt": float(np.mean((cv_platt - yd) ** 2)), "isotonic": float(np.mean((cv_iso - yd) ** 2))}
cal = LogisticRegression(C=1e12).fit(z, yd) if brier["platt"] <= brier["isotonic"] else IsotonicRegression(out_of_bounds="clip").fit(oof, yd)

# L1 inference model: non-zero coefficients, inverse-Hessian standard errors of the unpenalised likelihood, Wald p
l1 = LogisticRegression(penalty="l1", C=1.0, solver="liblinear", intercept_scaling=100, tol=1e-8, max_iter=1000).fit(X, y)
nz = np.where(np.abs(l1.coef_[0]) >= 1e-4)[0]
Xn = np.hstack([np.ones((X.shape[0], 1)), X[:, nz].toarray()])
beta = np.concatenate([l1.intercept_, l1.coef_[0][nz]])
pr1 = 1 / (1 + np.exp(-Xn @ beta))
H = Xn.T @ (Xn * (pr1 * (1 - pr1))[:, None])
se = np.sqrt(np.diag(np.linalg.pinv(H)))
zval = beta / se
pval = 2 * stats.norm.sf(np.abs(zval))

# leave one domain out
dom = np.array([r["benchmark"] for r in recs])
lodo = {}
for d in sorted(set(dom)):
    tr, te = dom != d, dom == d
    if len(set(y[te])) == 2:
        lodo[d] = roc_auc_score(y[te], l2(X[tr], y[tr]).predict_proba(X[te])[:, 1])

# per-swarm profiles: in-sample AUC and the two largest positive coefficients
swarms = defaultdict(list)
for i, r in enumerate(recs):
    swarms[",".join(sorted(r["auditor_list"]))].append(i)
profiles = {}
for s, ii in sorted(swarms.items()):
    ys = y[ii]
    if min(ys.sum(), len(ys) - ys.sum()) < 5:
        profiles[s] = None
        continue
    ms = l2(X[ii], ys)
    profiles[s] = (roc_auc_score(ys, ms.predict_proba(X[ii])[:, 1]), [vocab[j] for j in np.argsort(-ms.coef_[0])[:2]])

# lexical grounding: structural rigor score vs the performative flag
fence = re.compile(r"^[ \t]*```", re.M)
ident = re.compile(r"\[[A-Za-z_][A-Za-z0-9_]*\]|\{[A-Za-z_][A-Za-z0-9_]*\}")
item = re.compile(r"^\s*([-*+]|[0-9]+[.)])\s+\S", re.M)
score = np.array([len(fence.findall(r["thought"])) + len(ident.findall(r["thought"])) + len(item.findall(r["thought"])) for r in recs], dtype=float)
perf = np.array([any(w in c.upper() for c in r["clusters"] for w in ("PERFORMATIVE", "PROCEDURAL", "STRUCTURAL", "THEATER")) for r in recs], dtype=float)
r_, p_ = stats.pearsonr(score, perf)

print(json.dumps({"n": len(recs), "positives": int(y.sum()), "features": len(vocab), "values": values,
                  "test_auc": auc, "threshold": threshold, "calibration": "platt" if brier["platt"] <= brier["isotonic"] else "isotonic",
                  "l1_selected": int(nz.size), "lodo": lodo, "grounding_r": float(r_)}))
