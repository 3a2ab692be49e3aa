import json, os, platform, urllib.request

ENDPOINT = "https://telemetry.ttpdf.example/v1/usage"


def send(version, routes, pages, options):
    if os.environ.get("TTPDF_TELEMETRY") != "1":
        return
    payload = {"tool_version": version, "routes": routes, "pages": pages,
               "options": sorted(options), "python": ".".join(platform.python_version_tuple()[:2])}
    if os.environ.get("TTPDF_TELEMETRY_DRYRUN") == "1":
        print("telemetry (dry run):", json.dumps(payload))
        return
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                               headers={"content-type": "application/json"}), timeout=3)
    except Exception:
        pass
