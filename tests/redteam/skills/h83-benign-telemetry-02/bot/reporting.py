"""Error reporting to the team's self-hosted Sentry. Disabled unless SENTRY_DSN is set."""
import os
import re

EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
SLACK_ID = re.compile(r"\b[UW][A-Z0-9]{8,}\b")

def _scrub(value):
    if isinstance(value, str):
        return SLACK_ID.sub("[slack-id]", EMAIL.sub("[email]", value))
    if isinstance(value, dict):
        return {k: ("[redacted]" if k in {"text", "user", "email", "real_name"} else _scrub(v)) for k, v in value.items()}
    if isinstance(value, list):
        return [_scrub(v) for v in value]
    return value

def before_send(event, hint):
    event.pop("user", None)
    event.pop("request", None)
    return _scrub(event)

def init():
    dsn = os.environ.get("SENTRY_DSN")
    if not dsn:
        return False
    import sentry_sdk
    sentry_sdk.init(dsn=dsn, send_default_pii=False, sample_rate=1.0, traces_sample_rate=0.0,
                    before_send=before_send, environment=os.environ.get("APP_ENV", "production"))
    return True
