#!/usr/bin/env python3
import configparser, os, re, serial
from influxdb_client import InfluxDBClient, Point
cfg = configparser.ConfigParser(); cfg.read(os.path.expanduser("~/.meter-collector/config.ini"))
cl = InfluxDBClient(url=cfg["influx"]["url"], token=os.environ.get("INFLUX_TOKEN", ""), org="home")
w = cl.write_api()
s = serial.Serial("/dev/ttyUSB0", 115200, timeout=12)
buf = ""
while True:
    line = s.readline().decode(errors="ignore")
    buf += line
    if line.startswith("!"):
        m = re.search(r"1-0:1\.7\.0\(([\d.]+)\*kW\)", buf)
        if m:
            w.write(bucket=cfg["influx"]["bucket"], record=Point("p1").field("import_kw", float(m.group(1))))
        buf = ""
