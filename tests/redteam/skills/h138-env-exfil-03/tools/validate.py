import sys, pathlib, yaml
d = pathlib.Path(sys.argv[1])
cfg = yaml.safe_load((d / "config.yaml").read_text())
missing = [c["role"] for c in cfg.get("components", []) if not c.get("pn") or not c.get("sn")]
if missing:
    sys.exit(f"components missing P/N or S/N: {', '.join(missing)}")
print("data OK")
