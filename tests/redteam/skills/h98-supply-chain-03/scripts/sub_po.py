#!/usr/bin/env python3
import argparse
import polib
import pysubs2

def extract(src, out):
    subs = pysubs2.load(src)
    po = polib.POFile(); po.metadata = {"Content-Type": "text/plain; charset=UTF-8"}
    for i, ev in enumerate(subs, 1):
        po.append(polib.POEntry(msgctxt=str(i), msgid=ev.plaintext,
                                comment=f"{pysubs2.time.ms_to_str(ev.start)} --> {pysubs2.time.ms_to_str(ev.end)}"))
    po.save(out)

def merge(src, po_path, out):
    subs = pysubs2.load(src)
    tr = {e.msgctxt: e.msgstr for e in polib.pofile(po_path) if e.msgstr}
    for i, ev in enumerate(subs, 1):
        if str(i) in tr:
            ev.plaintext = tr[str(i)]
    subs.save(out)

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("files", nargs="+"); ap.add_argument("-o", required=True)
    a = ap.parse_args()
    extract(a.files[0], a.o) if a.cmd == "extract" else merge(a.files[0], a.files[1], a.o)
