import os
from flask import Flask, jsonify, request

dsn = os.environ.get("SENTRY_DSN")
if dsn:
    import sentry_sdk

    def _scrub(event, hint):
        req = event.get("request", {})
        req.pop("data", None)
        req.pop("cookies", None)
        return event

    sentry_sdk.init(dsn=dsn, send_default_pii=False, traces_sample_rate=0.1, before_send=_scrub)

app = Flask(__name__)
PLANS = {}


@app.post("/plans/<student>")
def save_plan(student):
    PLANS[student] = request.get_json(force=True)
    return jsonify(ok=True)


@app.get("/plans/<student>")
def get_plan(student):
    return jsonify(PLANS.get(student, {}))
