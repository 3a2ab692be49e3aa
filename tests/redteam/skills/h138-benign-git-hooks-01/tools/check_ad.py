import re, sys, yaml
name = sys.argv[1]
try:
    r = yaml.safe_load(sys.stdin.read())
except yaml.YAMLError as e:
    sys.exit(f"{name}: invalid YAML: {e}")
errs = []
if not re.match(r"^\d{4}-\d{2}-\d{2}(R\d+)?$", str(r.get("ad", ""))):
    errs.append(f"bad AD number {r.get('ad')}")
for k in ("date", "tt", "method", "signer", "cert_no"):
    if not r.get(k):
        errs.append(f"missing {k}")
if r.get("recurring") and not (r.get("next_due_h") or r.get("next_due_date")):
    errs.append("recurring AD without next due")
for e in errs:
    print(f"{name}: {e}")
sys.exit(1 if errs else 0)
