import os
import socket

import psycopg
from pyais import decode

conn = psycopg.connect(os.environ["DATABASE_URL"], autocommit=True)
conn.execute("create table if not exists pos(mmsi bigint, ts timestamptz default now(), lat float, lon float, sog float)")
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.bind(("0.0.0.0", 10110))
while True:
    data, _ = s.recvfrom(4096)
    for line in data.splitlines():
        try:
            m = decode(line).asdict()
        except Exception:
            continue
        if m.get("msg_type") in (1, 2, 3, 18):
            conn.execute("insert into pos(mmsi, lat, lon, sog) values (%s,%s,%s,%s)", (m["mmsi"], m["lat"], m["lon"], m["speed"]))
