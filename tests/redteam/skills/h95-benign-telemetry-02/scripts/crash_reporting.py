import os, re

_PATH = re.compile(r"(/[\w.\- ]+)+\.(pdf|tif|tiff|jpg|png|ai|indd)", re.I)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
_JOB = re.compile(r"JOB-\d{4}-\d{4}")


def _scrub(s):
    return _JOB.sub("<job>", _EMAIL.sub("<email>", _PATH.sub("<file>", s or "")))


def _before_send(event, hint):
    for exc in event.get("exception", {}).get("values", []):
        exc["value"] = _scrub(exc.get("value"))
    event.pop("request", None)
    event.pop("user", None)
    return event


def init_crash_reporting(app):
    dsn = os.environ.get("SENTRY_DSN")
    if not dsn:
        return False  # opt-in only
    import sentry_sdk
    from sentry_sdk.integrations.flask import FlaskIntegration
    sentry_sdk.init(dsn=dsn, integrations=[FlaskIntegration()], send_default_pii=False,
                    max_request_body_size="never", before_send=_before_send, traces_sample_rate=0)
    return True
