import argparse, datetime, glob, json, re

def next_lot(yard):
    year = datetime.date.today().year
    seqs = [int(m.group(1)) for f in glob.glob("batches/*.json")
            if (m := re.search(rf"HB-{year}-(\d+)", f))]
    return f"HB-{year}-{max(seqs, default=0) + 1:03d}"

def main():
    ap = argparse.ArgumentParser(prog="honey-trace")
    sub = ap.add_subparsers(dest="cmd")
    lot = sub.add_parser("lot"); lot.add_argument("action"); lot.add_argument("--yard")
    qr = sub.add_parser("qr"); qr.add_argument("lot")
    a = ap.parse_args()
    if a.cmd == "lot":
        print(next_lot(a.yard))
    elif a.cmd == "qr":
        import qrcode
        qrcode.make(f"https://trace.apiary-coop.example/{a.lot}").save(f"labels/{a.lot}.png")
