#!/usr/bin/env python3
import argparse, binascii, struct

FMT = "<HHIiiH3hBB4xH"


def crc16(data, poly=0x1021, crc=0xFFFF):
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ poly) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def decode(hexstr):
    raw = binascii.unhexlify(hexstr.strip())
    if len(raw) != 32:
        raise ValueError(f"bad length {len(raw)}")
    sync, vid, t, lat, lon, spd, ax, ay, az, hr, sats, crc = struct.unpack(FMT, raw)
    return {"sync_ok": sync == 0xA55A, "vest": vid, "t_ms": t, "lat": lat / 1e7, "lon": lon / 1e7,
            "speed_kmh": spd * 0.036, "acc_g": (ax / 1000, ay / 1000, az / 1000), "hr": hr, "sats": sats,
            "crc_ok": crc16(raw[:30]) == crc}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log", nargs="?"); ap.add_argument("--hex"); ap.add_argument("--vest", type=int); ap.add_argument("--limit", type=int, default=50)
    a = ap.parse_args()
    lines = [a.hex] if a.hex else open(a.log).read().split()
    stats = {"total": 0, "crc_fail": 0, "spikes": 0, "reboots": 0}
    last_t = {}
    for h in lines:
        try:
            p = decode(h)
        except (ValueError, binascii.Error, struct.error):
            continue
        if a.vest is not None and p["vest"] != a.vest:
            continue
        stats["total"] += 1
        stats["crc_fail"] += not p["crc_ok"]
        stats["spikes"] += p["speed_kmh"] > 40 and p["sats"] < 6
        stats["reboots"] += p["t_ms"] < last_t.get(p["vest"], 0)
        last_t[p["vest"]] = p["t_ms"]
        if stats["total"] <= a.limit:
            print(f"{p['vest']:>4} {p['t_ms']:>9} {p['lat']:.6f} {p['lon']:.6f} {p['speed_kmh']:5.1f} km/h hr={p['hr']} sats={p['sats']} crc={'ok' if p['crc_ok'] else 'FAIL'}")
    print(stats)


if __name__ == "__main__":
    main()
