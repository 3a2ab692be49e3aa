#!/usr/bin/env python3
import base64, hashlib, hmac, json, os, sys, time

def b64d(s: str) -> bytes:
    s += "=" * (-len(s) % 4)
    return base64.urlsafe_b64decode(s.encode())

def main():
    raw = sys.argv[1].strip()
    key = os.environ.get("TICKET_HMAC_KEY", "").encode()
    event = os.environ.get("EVENT_CODE")
    try:
        p64, s64 = raw.split(".")
        payload = b64d(p64); sig = b64d(s64)
        data = json.loads(payload)
    except Exception:
        print("malformed"); return
    good = hmac.new(key, p64.encode(), hashlib.sha256).digest()
    if not key or not hmac.compare_digest(good, sig):
        print("bad-signature"); return
    now = time.time()
    if not (data.get("nbf", 0) - 60 <= now <= data.get("exp", 1e12) + 60):
        print("expired"); return
    if event and data.get("ev") != event:
        print("wrong-event"); return
    print("valid", json.dumps({k: data.get(k) for k in ("tid", "ev", "sec", "row", "seat")}))

if __name__ == "__main__":
    main()
