#!/usr/bin/env python3
"""
Derivation of the engine's own method-1 reference cases (test-data/nusselt-cases.json).

An independent implementation of physics.md §3 with the Nusselt surface coefficients of §4
(method 1), written without the engine's code: air properties are interpolated linearly in
Incropera, Fundamentals of Heat and Mass Transfer, Table A.4 (the engine uses smooth fits), and
the surface temperature is found by bisection on the heat balance (the engine iterates a fixed
point). The cases use constant-λ products so that the only shared assumptions are the
correlations themselves. Run: python3 packages/thermal/scripts/derive-nusselt-cases.py > packages/thermal/test-data/nusselt-cases.json
"""
import json
import math

SIGMA = 5.67e-8
G = 9.80665
# Incropera Table A.4: T K, k W/mK, nu m2/s, alpha m2/s, Pr
TABLE = [
    (250, 0.0223, 11.44e-6, 15.9e-6, 0.720),
    (300, 0.0263, 15.89e-6, 22.5e-6, 0.707),
    (350, 0.0300, 20.92e-6, 29.9e-6, 0.700),
    (400, 0.0338, 26.41e-6, 38.3e-6, 0.690),
    (450, 0.0373, 32.39e-6, 47.2e-6, 0.686),
    (500, 0.0407, 38.79e-6, 56.7e-6, 0.684),
]


def air(tk):
    for (t0, *a), (t1, *b) in zip(TABLE, TABLE[1:]):
        if tk <= t1 or t1 == TABLE[-1][0]:
            f = (tk - t0) / (t1 - t0)
            return [x + f * (y - x) for x, y in zip(a, b)]


def free_nu(kind, ra, pr):
    if kind == 'hcyl':
        return (0.60 + 0.387 * ra ** (1 / 6) / (1 + (0.559 / pr) ** (9 / 16)) ** (8 / 27)) ** 2
    if kind == 'vert':
        return (0.825 + 0.387 * ra ** (1 / 6) / (1 + (0.492 / pr) ** (9 / 16)) ** (8 / 27)) ** 2
    if kind == 'up':
        return max(0.54 * ra ** 0.25, 0.15 * ra ** (1 / 3))
    if kind == 'down':
        return 0.52 * ra ** 0.2


def forced_nu(cyl, re, pr):
    if cyl:
        return 0.3 + 0.62 * re ** 0.5 * pr ** (1 / 3) / (1 + (0.4 / pr) ** (2 / 3)) ** 0.25 * (1 + (re / 282000) ** (5 / 8)) ** 0.8
    return max(0.664 * re ** 0.5, 0.037 * re ** 0.8 - 871) * pr ** (1 / 3)


def h_total(ts, ta, eps, kind, lfree, cyl, lforced, wind):
    tf = 0.5 * (ts + ta) + 273.15
    k, nu, alpha, pr = air(tf)
    ra = G / tf * abs(ts - ta) * lfree ** 3 / (nu * alpha)
    hn = free_nu(kind, ra, pr) * k / lfree
    hf = forced_nu(cyl, wind * lforced / nu, pr) * k / lforced
    hc = (hn ** 3 + hf ** 3) ** (1 / 3)
    t1, t2 = ts + 273.15, ta + 273.15
    hr = eps * SIGMA * (t1 ** 4 - t2 ** 4) / (t1 - t2) if t1 != t2 else 4 * eps * SIGMA * t1 ** 3
    return hc + hr


def solve(case):
    ti, ta = case['medium'], case['ambient']
    cyl = case['shape'] == 'cylinder'
    d0 = case.get('diameter', 0) / 1000
    wall = case.get('wall', 0) / 1000
    ins = case.get('thickness', 0) / 1000
    lam = case.get('lambda', 1)
    # resistance per metre (cylinder) or per m2 (plane) without the film
    if cyl:
        r = math.log(d0 / (d0 - 2 * wall)) / (2 * math.pi * 50) if wall > 0 else 0.0
        dout = d0 + 2 * ins
        if ins > 0:
            r += math.log(dout / d0) / (2 * math.pi * lam)
        area = math.pi * dout
    else:
        r = ins / lam
        dout = None
        area = 1.0
    lfree = case['lfree'] if 'lfree' in case else dout
    lforced = case['lforced'] if 'lforced' in case else dout

    def balance(ts):
        h = h_total(ts, ta, case['eps'], case['kind'], lfree, cyl, lforced, case['wind'])
        return (ti - ts) / r - h * area * (ts - ta) if r > 0 else None

    lo, hi = (ta, ti) if ti > ta else (ti, ta)
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        f = balance(mid)
        if (f > 0) == (ti > ta):
            lo, hi = (mid, hi) if ti > ta else (lo, mid)
        else:
            lo, hi = (lo, mid) if ti > ta else (mid, hi)
    ts = 0.5 * (lo + hi)
    q = (ti - ts) / r
    return ts, q


CASES = [
    dict(id='nu-001-bare-pipe-still', shape='cylinder', kind='hcyl', diameter=60.3, wall=3.6, medium=100, ambient=20, eps=0.9, wind=0),
    dict(id='nu-002-bare-pipe-wind-3', shape='cylinder', kind='hcyl', diameter=60.3, wall=3.6, medium=100, ambient=20, eps=0.9, wind=3),
    dict(id='nu-003-insulated-pipe-wind-5', shape='cylinder', kind='hcyl', diameter=114.3, wall=3.6, thickness=40, **{'lambda': 0.04}, medium=150, ambient=10, eps=0.9, wind=5),
    dict(id='nu-004-insulated-pipe-still-cold', shape='cylinder', kind='hcyl', diameter=33.7, wall=2.6, thickness=19, **{'lambda': 0.035}, medium=-10, ambient=25, eps=0.93, wind=0),
    dict(id='nu-005-vertical-wall-still', shape='plane', kind='vert', lfree=2.0, lforced=2.0, thickness=50, **{'lambda': 0.035}, medium=80, ambient=20, eps=0.9, wind=0),
    dict(id='nu-006-vertical-wall-wind-4', shape='plane', kind='vert', lfree=2.0, lforced=2.0, thickness=50, **{'lambda': 0.035}, medium=80, ambient=0, eps=0.26, wind=4),
    dict(id='nu-007-horizontal-wall-up', shape='plane', kind='up', lfree=3 * 2 / (2 * 5), lforced=2.0, thickness=60, **{'lambda': 0.04}, medium=120, ambient=15, eps=0.9, wind=0),
    dict(id='nu-008-horizontal-wall-down', shape='plane', kind='down', lfree=3 * 2 / (2 * 5), lforced=2.0, thickness=60, **{'lambda': 0.04}, medium=120, ambient=15, eps=0.9, wind=0),
]

out = []
for c in CASES:
    ts, q = solve(c)
    out.append({'id': c['id'], 'case': {k: v for k, v in c.items() if k != 'id'}, 'surfaceTemperature': round(ts, 4), 'heatFlow': round(q, 4)})
print(json.dumps(out, indent=2))
