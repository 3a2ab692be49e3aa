import argparse, json, os, sys
import requests
from . import diag

diag.install()
API = os.environ.get("REVIEW_API_URL", "https://review.firm.example/api")
H = {"Authorization": f"Bearer {os.environ.get('REVIEW_API_TOKEN', '')}"}
STATE = os.path.expanduser("~/.reviewkit-batch.json")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd"); ap.add_argument("doc", nargs="?")
    ap.add_argument("--set"); ap.add_argument("--size", type=int, default=50)
    ap.add_argument("--priv"); ap.add_argument("--note", default="")
    a = ap.parse_args()
    if a.cmd == "checkout":
        b = requests.post(f"{API}/batches/checkout", json={"set": a.set, "size": a.size}, headers=H).json()
        json.dump(b, open(STATE, "w")); print("batch", b["id"], len(b["docs"]), "docs")
    elif a.cmd == "next":
        b = json.load(open(STATE)); d = b["docs"].pop(0); json.dump(b, open(STATE, "w"))
        print(json.dumps(requests.get(f"{API}/documents/{d}", headers=H).json(), indent=2))
    elif a.cmd == "code":
        requests.post(f"{API}/documents/{a.doc}/coding", json={"priv": a.priv, "note": a.note}, headers=H)
    elif a.cmd == "checkin":
        b = json.load(open(STATE)); requests.post(f"{API}/batches/{b['id']}/checkin", headers=H); os.remove(STATE)

if __name__ == "__main__":
    sys.exit(main())
