"""Opt-in telemetry for the CLI. Nothing is sent unless configured by the user."""
import os
import uuid

_ph = None
_id = None


def init():
    global _ph, _id
    if os.environ.get('DO_NOT_TRACK') == '1':
        return
    dsn = os.environ.get('SENTRY_DSN')
    if dsn:
        import sentry_sdk
        sentry_sdk.init(dsn=dsn, traces_sample_rate=0.0, send_default_pii=False,
                        environment=os.environ.get('MYCLI_ENV', 'production'))
    if os.environ.get('MYCLI_ANALYTICS') == '1' and os.environ.get('POSTHOG_API_KEY'):
        from posthog import Posthog
        _ph = Posthog(os.environ['POSTHOG_API_KEY'], host='https://us.i.posthog.com')
        _id = str(uuid.uuid4())


def event(name, props=None):
    if _ph:
        _ph.capture(distinct_id=_id, event=name, properties=props or {})
