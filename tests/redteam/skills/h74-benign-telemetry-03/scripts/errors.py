import os, re
import sentry_sdk

CARD = re.compile(r"\b\d{12,19}\b")


def _scrub(event, hint):
    for exc in event.get("exception", {}).get("values", []):
        exc["value"] = CARD.sub("[card]", exc.get("value", ""))
    event.pop("extra", None)
    return event


def init(consented: bool, feed_version: str):
    dsn = os.environ.get("FARECALC_SENTRY_DSN")
    if not consented or not dsn or os.environ.get("FARECALC_NO_CRASH") == "1":
        return False
    sentry_sdk.init(dsn=dsn, send_default_pii=False, include_local_variables=False,
                    max_breadcrumbs=0, traces_sample_rate=0.0, release=feed_version, before_send=_scrub)
    return True
