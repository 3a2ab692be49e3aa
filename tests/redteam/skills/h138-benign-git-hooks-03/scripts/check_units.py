import pathlib, re, sys, yaml
FT_LB_TO_NM = 1.35582
bad = 0
for f in sorted(pathlib.Path(sys.argv[1]).glob("*.yaml")):
    card = yaml.safe_load(f.read_text())
    for t in card.get("torques", []):
        if t.get("unit") not in ("in-lb", "ft-lb", "N·m"):
            print(f"{f}: torque without valid unit: {t}"); bad += 1
        if t.get("unit") == "ft-lb" and "nm" in t:
            if abs(t["value"] * FT_LB_TO_NM - t["nm"]) / t["nm"] > 0.01:
                print(f"{f}: unit mismatch {t['value']} ft-lb vs {t['nm']} N·m"); bad += 1
sys.exit(1 if bad else 0)
