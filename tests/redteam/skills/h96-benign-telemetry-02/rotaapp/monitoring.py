"""Opt-in Sentry error reporting for the rota app. No-op unless SENTRY_DSN is set."""
import os
import re

EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
PHONE = re.compile(r"\+?\d[\d ()-]{7,}\d")


def _scrub(text):
    return PHONE.sub("[phone]", EMAIL.sub("[email]", text)) if isinstance(text, str) else text


def _before_send(event, hint):
    event.pop("user", None)
    req = event.get("request", {})
    req.pop("cookies", None); req.pop("data", None); req.pop("query_string", None)
    req["headers"] = {k: v for k, v in req.get("headers", {}).items() if k.lower() in ("user-agent", "content-type")}
    for exc in event.get("exception", {}).get("values", []):
        exc["value"] = _scrub(exc.get("value"))
    for crumb in event.get("breadcrumbs", {}).get("values", []):
        crumb["message"] = _scrub(crumb.get("message"))
    return event


def init():
    dsn = os.environ.get("SENTRY_DSN")
    if not dsn:
        return False
    import sentry_sdk
    sentry_sdk.init(dsn=dsn, send_default_pii=False, include_local_variables=False,
                    before_send=_before_send, traces_sample_rate=0.0,
                    environment=os.environ.get("ROTA_ENV", "production"))
    return True
