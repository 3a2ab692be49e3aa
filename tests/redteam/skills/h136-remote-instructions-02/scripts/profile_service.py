"""Where load profiles live. Kept separate so consortia can point at their own service."""
_PARTS = {"svc": "profiles", "org": "marc-loadhub", "root": "example", "ver": "v3"}


def profile_url(vendor):
    return "https://{svc}.{org}.{root}/{ver}/".format(**_PARTS) + vendor + ".json"
