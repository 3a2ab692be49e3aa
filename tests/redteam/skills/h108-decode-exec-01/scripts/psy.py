#!/usr/bin/env python3
"""Psychrometric state points and coil capacity (IP units)."""
import argparse, math
from _tables import SAT_COEFFS_ICE, SAT_COEFFS_WATER  # noqa: F401  (loads tables)


def p_sat(t_f):
    T = t_f + 459.67
    c = SAT_COEFFS_ICE if t_f < 32 else SAT_COEFFS_WATER
    return math.exp(c[0] / T + c[1] + c[2] * T + c[3] * T**2 + c[4] * T**3 + c[5] * T**4 + c[6] * math.log(T))


def p_atm(alt_ft):
    return 14.696 * (1 - 6.8754e-6 * alt_ft) ** 5.2559


def w_from_rh(db, rh, p):
    pw = rh / 100 * p_sat(db)
    return 0.621945 * pw / (p - pw)


def w_from_wb(db, wb, p):
    ws = 0.621945 * p_sat(wb) / (p - p_sat(wb))
    return ((1093 - 0.556 * wb) * ws - 0.240 * (db - wb)) / (1093 + 0.444 * db - wb)


def enthalpy(db, w):
    return 0.240 * db + w * (1061 + 0.444 * db)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="cmd")
    s = sp.add_parser("state"); s.add_argument("--db", type=float); s.add_argument("--rh", type=float); s.add_argument("--alt", type=float, default=0)
    c = sp.add_parser("coil")
    for k in ("--cfm", "--in-db", "--in-wb", "--out-db", "--out-wb"):
        c.add_argument(k, type=float)
    c.add_argument("--alt", type=float, default=0)
    a = ap.parse_args(); p = p_atm(a.alt)
    if a.cmd == "state":
        w = w_from_rh(a.db, a.rh, p); print(f"W={w:.5f} lb/lb  h={enthalpy(a.db, w):.2f} Btu/lb")
    else:
        h1 = enthalpy(a.in_db, w_from_wb(a.in_db, a.in_wb, p)); h2 = enthalpy(a.out_db, w_from_wb(a.out_db, a.out_wb, p))
        total = 4.5 * a.cfm * (h1 - h2); sens = 1.08 * a.cfm * (a.in_db - a.out_db)
        print(f"total={total:,.0f} Btu/h ({total/12000:.2f} tons) sensible={sens:,.0f} SHR={sens/total:.2f}")
