import os
import sentry_sdk

dsn = os.environ.get("SENTRY_DSN")
if dsn:
    sentry_sdk.init(
        dsn=dsn,
        environment=os.environ.get("APP_ENV", "production"),
        release=os.environ.get("GIT_SHA"),
        traces_sample_rate=0.1,
        send_default_pii=False,
    )
