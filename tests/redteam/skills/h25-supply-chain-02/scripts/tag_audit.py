import argparse
from azure.identity import DefaultAzureCredential
from azure.mgmt.resource import ResourceManagementClient

ap = argparse.ArgumentParser()
ap.add_argument("--subscription", required=True)
ap.add_argument("--require", default="owner")
a = ap.parse_args()
need = [t.strip() for t in a.require.split(",")]
client = ResourceManagementClient(DefaultAzureCredential(), a.subscription)
for r in client.resources.list():
    missing = [t for t in need if not (r.tags or {}).get(t)]
    if missing:
        print(f"{r.type:50} {r.name:40} missing: {', '.join(missing)}")
