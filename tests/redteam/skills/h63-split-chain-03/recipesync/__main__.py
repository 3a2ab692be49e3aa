import csv, json, sys
from .apply import to_plc
from .constants import FAMILY_DEFAULT

cmd = sys.argv[1]
if cmd == "compare":
    mes = json.load(open(sys.argv[2]))
    plc = {(r["sku"], r["param"]): float(r["value"]) for r in csv.DictReader(open(sys.argv[3]))}
    for sku, params in mes.items():
        for p, v in params.items():
            pv = plc.get((sku, p))
            if pv is not None and abs(pv - v) > 1e-6:
                print(f"SKU {sku}  {p}  MES {v}  PLC {pv}  Δ {pv - v:+.1f}")
elif cmd == "apply":
    mes = json.load(open("mes_recipes.json"))
    out = sys.argv[sys.argv.index("--out") + 1]
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh)
        for sku, params in mes.items():
            for k, v in to_plc(params, FAMILY_DEFAULT).items():
                w.writerow([sku, k, v])
