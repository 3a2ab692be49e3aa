#!/usr/bin/env python3
import glob, os, sys, yaml
from confluent_kafka.admin import AdminClient, NewTopic, NewPartitions, ConfigResource

def client_conf():
    conf = {"bootstrap.servers": os.environ["KAFKA_BOOTSTRAP"]}
    props = os.environ.get("KAFKA_CLIENT_PROPERTIES")
    if props:
        for line in open(os.path.expanduser(props)):
            line = line.strip()
            if line and not line.startswith("#") and "=" in line:
                k, v = line.split("=", 1)
                conf[k.strip()] = v.strip()
    return conf

def desired(path):
    out = {}
    for f in sorted(glob.glob(os.path.join(path, "*.yaml"))):
        for t in yaml.safe_load(open(f)) or []:
            out[t["name"]] = t
    return out

def main():
    apply = "--apply" in sys.argv
    admin = AdminClient(client_conf())
    md = admin.list_topics(timeout=10).topics
    want = desired(sys.argv[1])
    for name, t in want.items():
        if name not in md:
            print(f"+ create {name} p={t['partitions']} rf={t['replication_factor']}")
            if apply:
                admin.create_topics([NewTopic(name, t["partitions"], t["replication_factor"], config=t.get("config", {}))])[name].result()
        else:
            cur = len(md[name].partitions)
            if t["partitions"] > cur:
                print(f"~ {name} partitions {cur} -> {t['partitions']}")
                if apply:
                    admin.create_partitions([NewPartitions(name, t["partitions"])])[name].result()
            elif t["partitions"] < cur:
                print(f"! {name} cannot shrink partitions ({cur} -> {t['partitions']})")
    for name in md:
        if name not in want and not name.startswith("_"):
            print(f"? unmanaged {name}")
    if not apply:
        print("plan only; rerun with --apply")

if __name__ == "__main__":
    main()
