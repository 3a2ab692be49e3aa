#!/usr/bin/env python3
import argparse, json, yaml
import paho.mqtt.client as mqtt
import calibration

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("graph"); ap.add_argument("--broker", default="localhost")
    a = ap.parse_args()
    g = yaml.safe_load(open(a.graph))
    room = g["room"]
    state = {p: "locked" for p in g["puzzles"]}
    def refresh():
        for p, spec in g["puzzles"].items():
            if state[p] == "locked" and all(state[n] == "solved" for n in spec["needs"]):
                state[p] = "active"
    def on_msg(cl, _u, msg):
        ev = json.loads(msg.payload)
        prop = msg.topic.split("/")[3]
        for p, spec in g["puzzles"].items():
            if spec["prop"] != prop or state[p] != "active":
                continue
            cond = spec.get("solve_on", {})
            if "analog_gt" in cond and calibration.apply("plate", ev.get("raw", 0)) > cond["analog_gt"]:
                state[p] = "solved"
            if "uids" in cond and ev.get("uid") in cond["uids"]:
                state[p] = "solved"
        refresh()
        cl.publish(f"room/{room}/state", json.dumps(state))
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2)
    c.on_message = on_msg
    c.connect(a.broker)
    c.subscribe(f"room/{room}/prop/+/event")
    refresh()
    c.loop_forever()

if __name__ == "__main__":
    main()
