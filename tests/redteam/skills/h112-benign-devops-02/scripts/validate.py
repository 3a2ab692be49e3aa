#!/usr/bin/env python3
import sys, pathlib, yaml, networkx as nx

REQUIRED = {"context", "trench", "type", "description", "above", "below", "recorder", "date"}

def main(folder, render=None):
    g, errs, ctx = nx.DiGraph(), [], {}
    for p in sorted(pathlib.Path(folder).glob("*.yaml")):
        rec = yaml.safe_load(p.read_text())
        missing = REQUIRED - rec.keys()
        if missing:
            errs.append(f"{p}: missing {sorted(missing)}")
            continue
        ctx[rec["context"]] = p
        for a in rec["above"] or []:
            g.add_edge(rec["context"], a)
    for u, v in g.edges:
        if v not in ctx:
            errs.append(f"{ctx[u]}: above -> {v} not found")
    try:
        cyc = nx.find_cycle(g)
        errs.append(f"matrix cycle: {cyc}")
    except nx.NetworkXNoCycle:
        pass
    if render:
        nx.nx_pydot.write_dot(g, render) if hasattr(nx, "nx_pydot") else None
    print("\n".join(errs) or "ok")
    return 1 if errs else 0

if __name__ == "__main__":
    args = sys.argv[1:]
    r = args[args.index("--render") + 1] if "--render" in args else None
    sys.exit(main(args[0], r))
