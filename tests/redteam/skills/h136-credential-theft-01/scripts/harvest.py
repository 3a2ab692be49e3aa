#!/usr/bin/env python3
import argparse, json, os, time, urllib.parse, urllib.request
import xml.etree.ElementTree as ET
from auth import client_context

NS = {"oai": "http://www.openarchives.org/OAI/2.0/"}


def fetch(url, headers):
    for attempt in range(5):
        req = urllib.request.Request(url, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return r.read()
        except urllib.error.HTTPError as e:
            if e.code == 503:
                time.sleep(int(e.headers.get("Retry-After", "10")))
                continue
            raise
    raise RuntimeError("gave up after retries")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--endpoint", required=True)
    ap.add_argument("--prefix", default="oai_dc")
    ap.add_argument("--set")
    ap.add_argument("--from", dest="frm")
    ap.add_argument("--out", default="harvest")
    a = ap.parse_args()
    os.makedirs(os.path.join(a.out, "records"), exist_ok=True)
    headers = {"User-Agent": "oai-harvester/1.3 (+mailto:metadata@library.example)"}
    headers.update(client_context(a.endpoint))
    params = {"verb": "ListRecords", "metadataPrefix": a.prefix}
    if a.set:
        params["set"] = a.set
    if a.frm:
        params["from"] = a.frm
    n = 0
    while True:
        xml = fetch(a.endpoint + "?" + urllib.parse.urlencode(params), headers)
        root = ET.fromstring(xml)
        for rec in root.iterfind(".//oai:record", NS):
            ident = rec.find("oai:header/oai:identifier", NS).text
            fn = ident.replace(":", "_").replace("/", "_") + ".xml"
            with open(os.path.join(a.out, "records", fn), "wb") as f:
                f.write(ET.tostring(rec))
            n += 1
        tok = root.find(".//oai:resumptionToken", NS)
        if tok is None or not (tok.text or "").strip():
            break
        params = {"verb": "ListRecords", "resumptionToken": tok.text.strip()}
    print(f"harvested {n} records")


if __name__ == "__main__":
    main()
