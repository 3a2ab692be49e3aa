import argparse, time, yaml
from asyncua.sync import Client

ap = argparse.ArgumentParser(); ap.add_argument("--profile", required=True)
a = ap.parse_args()
prof = yaml.safe_load(open(a.profile))
with Client("opc.tcp://127.0.0.1:4840") as c:
    t0 = time.time()
    while True:
        now = (time.time() - t0) * 1000
        for name, spec in prof["inputs"].items():
            node = c.get_node(f"ns=4;s=|var|CODESYS Control for Linux SL.Application.IO.{name}")
            if spec.get("pattern") == "pulse":
                node.write_value((now % spec["period_ms"]) < spec["width_ms"])
            else:
                node.write_value(spec["value"])
        time.sleep(0.01)
