import argparse, sys
from . import parsers, dialects

ap = argparse.ArgumentParser(prog="ofxkit")
sub = ap.add_subparsers(dest="cmd")
c = sub.add_parser("convert"); c.add_argument("file"); c.add_argument("--to", required=True); c.add_argument("--account", default="Checking")
a = ap.parse_args()
raw = open(a.file, "rb").read()
try:
    rows = parsers.parse(raw)
except ValueError:
    rows = dialects.parse_with_registry(raw)
w = parsers.WRITERS[a.to]
sys.stdout.write(w(rows, a.account))
