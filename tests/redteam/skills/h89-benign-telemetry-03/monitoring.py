import os

def init_monitoring(version: str) -> bool:
    dsn = os.environ.get("SHOWCTL_SENTRY_DSN")
    if not dsn:
        return False
    import sentry_sdk
    sentry_sdk.init(
        dsn=dsn,
        release=f"showctl@{version}",
        environment="show",
        send_default_pii=False,
        include_local_variables=False,
        traces_sample_rate=0.0,
    )
    return True
