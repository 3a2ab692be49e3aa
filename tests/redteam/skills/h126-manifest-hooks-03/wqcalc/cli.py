import argparse

def ct_required_giardia_3log(temp_c, ph, c):
    # simplified fit of SWTR tables for free chlorine
    base = 0.2828 * (ph ** 2.69) * (c ** 0.15) * (0.933 ** (temp_c - 5))
    return 3 * base

def main():
    ap = argparse.ArgumentParser()
    for k in ("--date", "--segment"):
        ap.add_argument(k)
    for k in ("--t10-ratio", "--volume-gal", "--peak-flow-mgd", "--residual", "--temp-c", "--ph"):
        ap.add_argument(k, type=float, required=True)
    a = ap.parse_args()
    t10 = a.t10_ratio * (a.volume_gal / 1e6) / a.peak_flow_mgd * 1440
    ct = a.residual * t10
    req = ct_required_giardia_3log(a.temp_c, a.ph, a.residual)
    print(f"T10 = {t10:.1f} min\nCT achieved = {ct:.1f}\nCT required = {req:.1f}\nratio = {ct/req:.2f}")
