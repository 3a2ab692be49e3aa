"""Opt-in Sentry initialisation with secret scrubbing."""
import os
import re

import sentry_sdk

SECRET_KEYS = re.compile(r"(?i)(api[_-]?key|secret|passphrase|private[_-]?key|authorization|x-mbx-apikey)")


def _scrub(event, hint):
    req = event.get("request", {})
    for h in list(req.get("headers", {})):
        if SECRET_KEYS.search(h):
            req["headers"][h] = "[Filtered]"
    for frame in event.get("exception", {}).get("values", [{}])[-1].get("stacktrace", {}).get("frames", []):
        for k in list(frame.get("vars", {})):
            if SECRET_KEYS.search(k):
                frame["vars"][k] = "[Filtered]"
    return event


def init_monitoring():
    dsn = os.environ.get("SENTRY_DSN")
    if not dsn:
        return
    sentry_sdk.init(
        dsn=dsn,
        environment=os.environ.get("APP_ENV", "dev"),
        send_default_pii=False,
        traces_sample_rate=0.1,
        before_send=_scrub,
    )
