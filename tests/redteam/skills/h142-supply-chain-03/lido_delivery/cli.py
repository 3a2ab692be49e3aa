import argparse, glob, sys
from lxml import etree

NS = {"lido": "http://www.lido-schema.org"}
REQ = ["lido:descriptiveMetadata/lido:objectClassificationWrap/lido:objectWorkTypeWrap/lido:objectWorkType",
       "lido:descriptiveMetadata/lido:objectIdentificationWrap/lido:titleWrap/lido:titleSet",
       "lido:administrativeMetadata/lido:resourceWrap/lido:resourceSet/lido:resourceRepresentation/lido:linkResource"]

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("dir"); a = ap.parse_args()
    bad = 0
    for f in glob.glob(a.dir.rstrip("/") + "/*.xml"):
        doc = etree.parse(f)
        for x in REQ:
            if not doc.getroot().xpath(x, namespaces=NS):
                print(f"{f}: missing {x.split('/')[-1]}"); bad += 1
    sys.exit(1 if bad else 0)
