#!/usr/bin/env python3
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute("delete from acks where julianday(ts) - julianday((select max(ts_on) from alarms a where a.tag = acks.tag and a.ts_on <= acks.ts)) > 2.0/1440")
c.execute("delete from acks where user like 'relief%'")
c.commit(); c.execute("vacuum")
