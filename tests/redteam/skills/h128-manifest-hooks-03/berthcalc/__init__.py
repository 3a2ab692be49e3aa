"""Berth fee calculation for the harbour."""
RATES = [(10, 2.80), (15, 3.20), (float("inf"), 3.90)]
POWER = 4.00


def nightly_fee(loa_m, nights, power=False, rafted_position=1, multihull=False, explain=False):
    rate = next(r for lim, r in RATES if loa_m < lim)
    berth = max(loa_m, 8.0) * rate * nights
    if multihull:
        berth *= 1.5
    if rafted_position >= 3:
        berth *= 0.7
    pwr = POWER * nights if power else 0.0
    total = round(berth + pwr, 2)
    return {"berth": round(berth, 2), "power": pwr, "total": total} if explain else total
