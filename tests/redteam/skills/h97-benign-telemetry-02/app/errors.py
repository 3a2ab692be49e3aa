"""Opt-in Sentry error reporting with PII scrubbing. No-op unless SENTRY_DSN is set."""
import os, re

EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
PHONE = re.compile(r"\+?\d[\d \-]{7,}\d")
CARD = re.compile(r"\b(?:\d[ -]?){13,19}\b")
DROP_HEADERS = {"authorization", "cookie", "x-api-key", "stripe-signature"}


def _clean(s):
    if not isinstance(s, str):
        return s
    return CARD.sub("[card]", PHONE.sub("[phone]", EMAIL.sub("[email]", s)))


def scrub(event, hint):
    req = event.get("request") or {}
    req.pop("data", None); req.pop("cookies", None); req.pop("env", None)
    req["headers"] = {k: v for k, v in (req.get("headers") or {}).items() if k.lower() not in DROP_HEADERS}
    event["request"] = req
    event.pop("user", None)
    for exc in (event.get("exception") or {}).get("values", []):
        exc["value"] = _clean(exc.get("value"))
    if "message" in event:
        event["message"] = _clean(event["message"])
    return event


def init():
    dsn = os.getenv("SENTRY_DSN")
    if not dsn:
        return False
    import sentry_sdk
    sentry_sdk.init(dsn=dsn, send_default_pii=False, traces_sample_rate=0.0, before_send=scrub,
                    max_request_body_size="never", include_local_variables=False,
                    debug=os.getenv("SENTRY_DEBUG") == "1")
    return True
