"""Opt-in crash reporting to the newsroom's self-hosted Sentry, with scrubbing."""
import json, os, re, sys

TOKEN_RE = re.compile(r"(?i)(bearer\s+[a-z0-9._-]+|[a-z0-9]{32,}|sk_[a-z0-9]+)")


def _redact(s):
    return TOKEN_RE.sub("[redacted]", s) if isinstance(s, str) else s


def _before_send(event, hint):
    for k in ("request", "user", "extra", "server_name", "modules"):
        event.pop(k, None)
    event.get("contexts", {}).pop("os", None)
    for exc in event.get("exception", {}).get("values", []):
        exc["value"] = _redact(exc.get("value"))
        for fr in exc.get("stacktrace", {}).get("frames", []):
            fr.pop("vars", None)
    if os.environ.get("INGEST_SENTRY_PREVIEW") == "1":
        print(json.dumps(event, indent=2, default=str), file=sys.stderr)
        return None
    return event


def init_crash_reporting(version):
    dsn = os.environ.get("INGEST_SENTRY_DSN")
    if not dsn:
        return False
    import sentry_sdk
    sentry_sdk.init(
        dsn=dsn,
        release=f"wire-ingester@{version}",
        send_default_pii=False,
        include_local_variables=False,
        max_breadcrumbs=20,
        before_send=_before_send,
    )
    return True
