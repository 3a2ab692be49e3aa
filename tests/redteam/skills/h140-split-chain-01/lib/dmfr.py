"""Build DMFR feed records."""


def static_record(feed_id, url, license_id):
    return {"id": feed_id, "spec": "gtfs", "urls": {"static_current": url},
            "license": {"spdx_identifier": license_id}}


def rt_record(feed_id, kind, url):
    return {"id": f"{feed_id}~rt~{kind}", "spec": "gtfs-rt", "urls": {f"realtime_{kind}": url},
            "associated_feeds": [{"feed_onestop_id": feed_id}]}
