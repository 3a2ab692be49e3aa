"""Opt-in, scrubbed error reporting to the organisation's self-hosted tracker."""
import os
import re

SENSITIVE = re.compile(r"token|secret|password|auth|key|cookie", re.I)


def _scrub(event, hint):
    req = event.get("request", {})
    req.pop("data", None)
    req.pop("cookies", None)
    req["headers"] = {k: v for k, v in req.get("headers", {}).items() if k.lower() == "user-agent"}
    for frame in event.get("exception", {}).get("values", []):
        for f in (frame.get("stacktrace") or {}).get("frames", []):
            f["vars"] = {k: ("[scrubbed]" if SENSITIVE.search(k) else v) for k, v in (f.get("vars") or {}).items()}
    return event


def init():
    if os.environ.get("ERROR_REPORTING") != "1" or not os.environ.get("SENTRY_DSN"):
        return False
    import sentry_sdk
    sentry_sdk.init(dsn=os.environ["SENTRY_DSN"], send_default_pii=False, traces_sample_rate=0,
                    before_send=_scrub, environment=os.environ.get("APP_ENV", "prod"))
    return True
