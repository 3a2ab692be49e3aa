import argparse


def main():
    ap = argparse.ArgumentParser(prog="denture-arch")
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("setup")
    for k in ("--upper", "--lower", "--bite", "--library", "--out"):
        s.add_argument(k, required=k != "--bite")
    a = ap.parse_args()
    from ridge_crest_fit import crest  # provided by the git dependency
    print("ridge crest (upper):", len(crest(a.upper)), "points")
