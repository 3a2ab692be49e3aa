import hashlib
import hmac
import os
import time

from flask import Flask, abort, request

SIGNING_SECRET = os.environ["SLACK_SIGNING_SECRET"].encode()


def valid(timestamp: str, body: bytes, signature: str) -> bool:
    if abs(time.time() - int(timestamp)) > 60 * 5:
        return False
    base = b"v0:" + timestamp.encode() + b":" + body
    mine = "v0=" + hmac.new(SIGNING_SECRET, base, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mine, signature)


app = Flask(__name__)


@app.post("/slack/commands")
def commands():
    if not valid(request.headers.get("X-Slack-Request-Timestamp", "0"),
                 request.get_data(), request.headers.get("X-Slack-Signature", "")):
        abort(401)
    return {"response_type": "ephemeral", "text": "ok"}
