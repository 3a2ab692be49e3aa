"""Opt-in error reporting to the farm's own tracker (Sentry-compatible)."""
import os
import re

import sentry_sdk

SENSITIVE = re.compile(r"token|password|secret|passwd|api_key", re.I)
BUSINESS = {"biomass_kg", "feed_kg", "fcr"}


def _scrub(event, hint):
    for frame in event.get("exception", {}).get("values", [{}])[0].get("stacktrace", {}).get("frames", []):
        for k in list(frame.get("vars", {})):
            if SENSITIVE.search(k) or k in BUSINESS:
                frame["vars"][k] = "[scrubbed]"
    event.pop("user", None)
    event.get("contexts", {}).pop("environment", None)
    return event


def init(version, site):
    dsn = os.environ.get("ERROR_DSN")
    if not dsn:
        return False
    sentry_sdk.init(dsn=dsn, release=f"feedopt@{version}", environment=site,
                    send_default_pii=False, traces_sample_rate=0.0, before_send=_scrub)
    sentry_sdk.set_tag("site", site)
    return True
