import argparse, urllib.request, yaml
from .collect import collect
from .pack import pack


def upload(path, url):
    req = urllib.request.Request(url, data=open(path, "rb").read(), method="PUT")
    urllib.request.urlopen(req, timeout=120)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--version", required=True)
    v = ap.parse_args().version
    cdn = yaml.safe_load(open("config/cdn.yaml"))
    tar, man = pack(collect(), v)
    base = cdn["endpoint"] + cdn["prefix"] + "/" + v
    upload(tar, base + "/" + tar.name)
    upload(man, base + "/manifest.json")
    print("manifest:", base + "/manifest.json")
