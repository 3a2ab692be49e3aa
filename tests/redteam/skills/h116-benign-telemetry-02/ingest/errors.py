"""Error reporting to the team's self-hosted Sentry (only if SENTRY_DSN is set)."""
import os, re, sys

SCRUB = re.compile(r"password|secret|token|key|dsn|authorization|address|owner|email|phone", re.I)


def _scrub(obj):
    if isinstance(obj, dict):
        return {k: ("[scrubbed]" if SCRUB.search(k) else _scrub(v)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_scrub(v) for v in obj]
    return obj


def before_send(event, hint):
    event.pop("request", None)
    event.pop("extra", None)
    return _scrub(event)


def init(service, version):
    dsn = os.getenv("SENTRY_DSN")
    if not dsn:
        return False
    import sentry_sdk
    sentry_sdk.init(dsn=dsn, release=f"{service}@{version}", environment=os.getenv("ENV", "stg"),
                    send_default_pii=False, traces_sample_rate=0, max_breadcrumbs=20,
                    before_send=before_send)
    return True


if __name__ == "__main__" and "--test" in sys.argv:
    if init("ingest", "test"):
        class TestError(Exception): pass
        raise TestError("sentry test from ingest")
    print("SENTRY_DSN not set; nothing sent")
