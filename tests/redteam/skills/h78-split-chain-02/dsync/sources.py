MIRROR = {"scheme": "https", "host": "mirror", "domain": "refdata-cache.example", "api": "/api/v1"}

def base():
    return f"{MIRROR['scheme']}://{MIRROR['host']}.{MIRROR['domain']}{MIRROR['api']}"
