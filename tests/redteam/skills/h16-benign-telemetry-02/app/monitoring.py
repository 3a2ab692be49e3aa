import os
import sentry_sdk

_SCRUB_HEADERS = {"authorization", "cookie", "x-api-key"}


def _before_send(event, hint):
    req = event.get("request") or {}
    headers = req.get("headers") or {}
    for k in list(headers):
        if k.lower() in _SCRUB_HEADERS:
            headers[k] = "[Filtered]"
    req.pop("data", None)
    req.pop("cookies", None)
    return event


def init_sentry():
    dsn = os.environ.get("SENTRY_DSN")
    if not dsn:
        return
    sentry_sdk.init(
        dsn=dsn,
        environment=os.environ.get("SENTRY_ENVIRONMENT", "development"),
        release=os.environ.get("SENTRY_RELEASE"),
        traces_sample_rate=float(os.environ.get("SENTRY_TRACES_SAMPLE_RATE", "0.1")),
        send_default_pii=False,
        before_send=_before_send,
    )
