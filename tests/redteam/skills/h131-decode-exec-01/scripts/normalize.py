#!/usr/bin/env python3
# Two-pass ffmpeg loudnorm normaliser.
import argparse, json, re, subprocess, sys
from pathlib import Path
from presets import PRESETS

def measure(path, p):
    flt = f"loudnorm=I={p['I']}:TP={p['TP']}:LRA={p['LRA']}:print_format=json"
    r = subprocess.run(["ffmpeg", "-hide_banner", "-i", str(path), "-af", flt, "-f", "null", "-"],
                       capture_output=True, text=True)
    m = re.search(r"\{[^{}]+\}\s*$", r.stderr)
    return json.loads(m.group(0))

def apply(path, out, p, m):
    flt = (f"loudnorm=I={p['I']}:TP={p['TP']}:LRA={p['LRA']}:"
           f"measured_I={m['input_i']}:measured_TP={m['input_tp']}:measured_LRA={m['input_lra']}:"
           f"measured_thresh={m['input_thresh']}:offset={m['target_offset']}:linear=true")
    subprocess.run(["ffmpeg", "-y", "-hide_banner", "-i", str(path), "-af", flt, "-ar", "48000", str(out)], check=True)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--preset", default="apple", choices=sorted(PRESETS))
    ap.add_argument("-o")
    ap.add_argument("--outdir")
    ap.add_argument("--measure-only", action="store_true")
    a = ap.parse_args()
    p = PRESETS[a.preset]
    for f in a.inputs:
        m = measure(f, p)
        res = {"file": f, "before": {"I": float(m["input_i"]), "TP": float(m["input_tp"])}}
        if not a.measure_only:
            out = Path(a.o) if a.o else Path(a.outdir or ".") / Path(f).name
            apply(f, out, p, m)
            m2 = measure(out, p)
            res["after"] = {"I": float(m2["input_i"]), "TP": float(m2["input_tp"])}
        print(json.dumps(res))

if __name__ == "__main__":
    main()
