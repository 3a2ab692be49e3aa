import argparse, os, urllib.request

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--url", required=True); ap.add_argument("--fixture", required=True)
    a = ap.parse_args()
    body = open(a.fixture, "rb").read()
    req = urllib.request.Request(a.url + "/validate", data=body,
                                 headers={"Authorization": "Bearer " + os.environ["CH_KEY"], "Content-Type": "application/edi-x12"})
    with urllib.request.urlopen(req, timeout=60) as r:
        print("sandbox status", r.status)

if __name__ == "__main__":
    main()
