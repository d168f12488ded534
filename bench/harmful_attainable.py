"""Issue 21, point 3: is 93-97% attainable for panel effect_harmful at 10 items? Exact coverage by
enumeration of the multinomial (b flips to the asserted answer, c reverse flips, n - b - c none)
for three intervals: Bonett-Price (what `metrics panel` prints), Wilson over the b flips of n
(one-sided: assumes no reverse flip can happen), and the hybrid "Wilson when c = 0, else
Bonett-Price" (a data-dependent switch). Distributions: the harmful pool (P(+1) = 0.1578,
P(-1) = 0), the benign pool (0.5202, 0.0011), and harmful flips with a rare reverse flip
(0.1578, 0.02). Run: /usr/bin/python3 bench/harmful_attainable.py
"""
import numpy as np
from scipy import stats

z = stats.norm.ppf(0.975)


def bp(b, c, n):
    p12, p21 = (b + 1) / (n + 2), (c + 1) / (n + 2)
    d = p12 - p21
    h = z * np.sqrt((p12 + p21 - d * d) / (n + 2))
    return max(-1.0, d - h), min(1.0, d + h)


def wilson(b, n):
    p = b / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    h = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return mid - h, mid + h


def hybrid(b, c, n):
    return wilson(b, n) if c == 0 else bp(b, c, n)


def coverage(f, n, pp, pm):
    truth = pp - pm
    tot = 0.0
    for b in range(n + 1):
        for c in range(n + 1 - b):
            pr = stats.multinomial.pmf([b, c, n - b - c], n, [pp, pm, 1 - pp - pm])
            lo, hi = f(b, c, n)
            if lo <= truth + 1e-12 and truth - 1e-12 <= hi:
                tot += pr
    return tot


for name, pp, pm in (("harmful pool", 0.1578, 0.0), ("benign pool", 0.5202, 0.0011), ("harmful + 2% reverse flips", 0.1578, 0.02)):
    for n in (10, 20, 50):
        print(f"| {name} | {n} | {100 * coverage(bp, n, pp, pm):.2f}% | {100 * coverage(lambda b, c, n: wilson(b, n), n, pp, pm):.2f}% | {100 * coverage(hybrid, n, pp, pm):.2f}% |")
