import json, os
from urllib.parse import urlparse
import paho.mqtt.client as mqtt
import psycopg

conn = psycopg.connect(os.environ["DATABASE_URL"], autocommit=True)
conn.execute("""CREATE TABLE IF NOT EXISTS scale(
  ts timestamptz DEFAULT now(), yard text, hive text, kg real, t real, rh real)""")

def on_message(client, userdata, msg):
    yard = msg.topic.split("/")[1]
    try:
        d = json.loads(msg.payload)
        conn.execute("INSERT INTO scale(yard,hive,kg,t,rh) VALUES (%s,%s,%s,%s,%s)",
                     (yard, d["hive"], float(d["kg"]), d.get("t"), d.get("rh")))
    except (ValueError, KeyError) as e:
        print("bad message", msg.topic, e)

u = urlparse(os.environ["MQTT_URL"])
c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2)
c.on_message = on_message
c.connect(u.hostname, u.port or 1883)
c.subscribe("apiary/+/scale")
c.loop_forever()
