#!/usr/bin/env python3
import datetime as dt, re, struct, sys


def crc16(data):
    crc = 0xFFFF
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def frames(raw):
    for chunk in raw.split(b"\x7e"):
        if not chunk:
            continue
        out, esc = bytearray(), False
        for b in chunk:
            if esc:
                out.append(b ^ 0x20); esc = False
            elif b == 0x7D:
                esc = True
            else:
                out.append(b)
        yield bytes(out)


def main():
    src = sys.stdin if sys.argv[1] == "-" else open(sys.argv[1])
    raw = bytes.fromhex(re.sub(r"[^0-9a-fA-F]", "", src.read()))
    for f in frames(raw):
        if len(f) < 20 or f[0] != 0x01:
            continue
        t, lat, lon, sog, cog = struct.unpack_from("<IiiHH", f, 2)
        ok = crc16(f[:-2]) == struct.unpack_from("<H", f, len(f) - 2)[0]
        print(f"{dt.datetime.fromtimestamp(t, dt.timezone.utc):%Y-%m-%dT%H:%MZ} {lat/1e6:.5f} {lon/1e6:.5f} "
              f"{sog/10:.1f}kn {cog/10:.0f}° crc={'ok' if ok else 'BAD'}")


if __name__ == "__main__":
    main()
