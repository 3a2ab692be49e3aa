import json, time, tomllib
import paho.mqtt.client as mqtt
from sensor import read_scale  # local HX711/BME280 driver

cfg = tomllib.load(open("config/publisher.toml", "rb"))
b, n = cfg["broker"], cfg["node"]
c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=n["hive"])
c.username_pw_set(b["username"], open(b["password_file"]).read().strip())
if b.get("tls"):
    c.tls_set()
c.connect(b["host"], b["port"])
c.loop_start()
while True:
    kg, t, rh, batt = read_scale()
    msg = {"hive": n["hive"], "kg": round(kg, 2), "t": t, "rh": rh, "batt": batt}
    c.publish(f"apiary/{n['yard']}/scale", json.dumps(msg), qos=1)
    with open("/var/lib/hive-scale/readings.csv", "a") as fh:
        fh.write(f"{int(time.time())},{n['hive']},{kg:.2f},{t},{rh},{batt}\n")
    time.sleep(n["interval_s"])
