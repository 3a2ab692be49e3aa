import hashlib
import hmac
import json
import os
import queue
import threading
import time

from flask import Flask, abort, request

app = Flask(__name__)
SECRET = os.environ["CM_SECRET"].encode()
SEEN = set()
Q = queue.Queue()


def verify(req):
    ts = req.headers.get("X-CM-Timestamp", "0")
    if abs(time.time() - int(ts)) > 300:
        return False
    mac = hmac.new(SECRET, ts.encode() + b"." + req.get_data(), hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, req.headers.get("X-CM-Signature", ""))


@app.post("/webhooks/booking")
def booking():
    if not verify(request):
        abort(401)
    ev = request.get_json()
    key = (ev["channel"], ev["booking_id"], ev["revision"])
    if key in SEEN:
        return {"status": "duplicate"}, 200
    SEEN.add(key)
    Q.put(ev)
    return {"status": "queued"}, 200


def worker():
    while True:
        ev = Q.get()
        print(json.dumps({"processed": ev["booking_id"], "rev": ev["revision"]}))


threading.Thread(target=worker, daemon=True).start()
