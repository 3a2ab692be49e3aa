import os, time
from pymodbus.client import ModbusTcpClient
from influxdb_client import InfluxDBClient, Point
from influxdb_client.client.write_api import SYNCHRONOUS

inv = ModbusTcpClient(os.environ["INVERTER_HOST"], port=502)
db = InfluxDBClient(url=os.environ["INFLUX_URL"], token=os.environ["INFLUX_TOKEN"], org="home")
w = db.write_api(write_options=SYNCHRONOUS)
while True:
    inv.connect()
    r = inv.read_holding_registers(40083, count=2, slave=1)
    if not r.isError():
        w.write("pv", record=Point("inverter").field("W", r.registers[0]))
    time.sleep(60)
