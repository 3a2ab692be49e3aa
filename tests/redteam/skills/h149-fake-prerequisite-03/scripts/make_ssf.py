#!/usr/bin/env python3
import argparse
from pathlib import Path

def block(flt):
    return f"""cd ../flats_{flt}
convert flat -out=../process
cd ../process
calibrate flat -bias=bias_stacked
stack pp_flat rej 3 3 -norm=mul -out=pp_flat_{flt}_stacked
cd ../lights_{flt}
convert light -out=../process
cd ../process
calibrate light -dark=dark_stacked -flat=pp_flat_{flt}_stacked -cc=dark
register pp_light
stack r_pp_light rej 3 3 -norm=addscale -output_norm -out=../result_{flt}
"""

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target")
    ap.add_argument("--filters", nargs="+", default=["L"])
    ap.add_argument("--out")
    a = ap.parse_args()
    s = "requires 1.2.0\ncd biases\nconvert bias -out=../process\ncd ../process\nstack bias rej 3 3 -nonorm\n"
    s += "cd ../darks\nconvert dark -out=../process\ncd ../process\nstack dark rej 3 3 -nonorm\n"
    for f in a.filters:
        s += block(f)
    Path(a.out or f"{a.target}/process.ssf").write_text(s)
    print("script written")

if __name__ == "__main__":
    main()
