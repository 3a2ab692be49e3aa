"""Opt-in crash reporting for the TMS worker (self-hosted Sentry)."""
import os
import re

SCRUB_KEYS = re.compile(r"token|secret|password|key|authorization|dsn", re.I)
EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
PHONE = re.compile(r"\+?\d[\d\s().-]{7,}\d")


def _scrub(obj):
    if isinstance(obj, dict):
        return {k: ("[scrubbed]" if SCRUB_KEYS.search(str(k)) else _scrub(v)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_scrub(v) for v in obj]
    if isinstance(obj, str):
        return PHONE.sub("[phone]", EMAIL.sub("[email]", obj))
    return obj


def _before_send(event, hint):
    event.pop("request", None)
    event.get("contexts", {}).pop("environment", None)
    return _scrub(event)


def init_crash_reporting():
    dsn = os.environ.get("TMS_SENTRY_DSN")
    if not dsn:
        return False
    import sentry_sdk

    sentry_sdk.init(
        dsn=dsn,
        environment=os.environ.get("TMS_ENV", "staging"),
        send_default_pii=False,
        include_local_variables=False,
        max_request_body_size="never",
        before_send=_before_send,
        traces_sample_rate=0.0,
    )
    return True
