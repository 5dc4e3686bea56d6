#!/usr/bin/env python3
"""Generates standard-v1.json, the project's own Land vs Sea component set.

Run once; the JSON is the source of truth (checked on load by components.rs). Kept so that the
set's construction is reproducible and reviewable: `python3 gen_standard.py > standard-v1.json`.
"""
import json
import random

rng = random.Random(20211)


def runs(edges):
    """Maximal cyclic runs of equal terrain, as lists of edge indices."""
    start = next(i for i in range(6) if edges[i] != edges[i - 1])
    out, cur = [], [start]
    for k in range(1, 6):
        i = (start + k) % 6
        if edges[i] == edges[cur[-1]]:
            cur.append(i)
        else:
            out.append(cur)
            cur = [i]
    out.append(cur)
    return out


def make_face():
    while True:
        edges = "".join(rng.choice("LS") for _ in range(6))
        if len(set(edges)) == 1 or edges in ("LSLSLS", "SLSLSL"):
            continue
        break
    rs = runs(edges)
    if len(rs) == 2:
        regions = rs
    else:  # 4 runs: join one terrain through the middle, or pinch both
        land = [r for r in rs if edges[r[0]] == "L"]
        sea = [r for r in rs if edges[r[0]] == "S"]
        mode = rng.random()
        if mode < 0.4:
            regions = [sorted(land[0] + land[1])] + sea
        elif mode < 0.8:
            regions = land + [sorted(sea[0] + sea[1])]
        else:
            regions = rs
    return {
        "edges": edges,
        "regions": [{"edges": sorted(r), "bonus": 0} for r in regions],
        "action": None,
        "trade": None,
        "mountains": [],
        "corals": [],
    }


def adjacent_runs(face, terrain, length):
    e = face["edges"]
    return [
        [(i + k) % 6 for k in range(length)]
        for i in range(6)
        if all(e[(i + k) % 6] == terrain for k in range(length))
    ]


faces = [make_face() for _ in range(116)]


def assign(count, eligible, apply):
    order = list(range(len(faces)))
    rng.shuffle(order)
    done = 0
    for i in order:
        if done == count:
            break
        if eligible(faces[i]):
            apply(faces[i])
            done += 1
    assert done == count


def add_bonus(n):
    def go(f):
        rng.choice(f["regions"])["bonus"] = n
    return go


assign(20, lambda f: all(r["bonus"] == 0 for r in f["regions"]), add_bonus(1))
assign(4, lambda f: all(r["bonus"] == 0 for r in f["regions"]), add_bonus(2))
assign(8, lambda f: f["action"] is None, lambda f: f.update(action="play_again"))
assign(8, lambda f: f["action"] is None, lambda f: f.update(action="steal"))
assign(8, lambda f: f["trade"] is None, lambda f: f.update(trade="caravan"))
assign(8, lambda f: f["trade"] is None, lambda f: f.update(trade="ship"))
assign(9, lambda f: adjacent_runs(f, "L", 2),
       lambda f: f.update(mountains=[rng.choice(adjacent_runs(f, "L", 2))]))
assign(9, lambda f: adjacent_runs(f, "S", 3),
       lambda f: f.update(corals=[rng.choice(adjacent_runs(f, "S", 3))]))


def compact(face):
    out = {"edges": face["edges"], "regions": face["regions"]}
    for key in ("action", "trade"):
        if face[key]:
            out[key] = face[key]
    for key in ("mountains", "corals"):
        if face[key]:
            out[key] = face[key]
    return out


start = {"edges": "LLLSSS", "regions": [{"edges": [0, 1, 2], "bonus": 0},
                                        {"edges": [3, 4, 5], "bonus": 0}]}
volcano = {"edges": "LLLLLL", "regions": [{"edges": [0, 1, 2, 3, 4, 5], "bonus": 5}],
           "mountains": [[0, 1], [2, 3], [4, 5]]}
whirlpool = {"edges": "SSSSSS", "regions": [{"edges": [0, 1, 2, 3, 4, 5], "bonus": 5}],
             "corals": [[0, 1, 2], [3, 4, 5]]}

lines = ['{', '  "name": "standard-v1",',
         '  "start": [' + json.dumps(start) + ', ' + json.dumps(start) + '],',
         '  "special": [' + json.dumps(volcano) + ', ' + json.dumps(whirlpool) + '],',
         '  "tiles": [']
for t in range(58):
    pair = [json.dumps(compact(faces[2 * t])), json.dumps(compact(faces[2 * t + 1]))]
    sep = "," if t < 57 else ""
    lines.append('    [' + pair[0] + ',\n     ' + pair[1] + ']' + sep)
lines.append('  ]')
lines.append('}')
print("\n".join(lines))
