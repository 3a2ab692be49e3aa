import asyncio, json, sys, time, yaml
import paho.mqtt.client as mqtt
from pymodbus.client import AsyncModbusTcpClient


async def poll_modbus(dev, pub, interval):
    c = AsyncModbusTcpClient(dev["host"])
    await c.connect()
    while True:
        for name, (addr, _typ) in dev["regs"].items():
            rr = await c.read_holding_registers(addr, count=2, slave=dev["unit"])
            if not rr.isError():
                v = c.convert_from_registers(rr.registers, c.DATATYPE.FLOAT32)
                pub(f"{dev['name']}/{name}", v)
        await asyncio.sleep(interval)


def main(path):
    cfg = yaml.safe_load(open(path))
    m = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2)
    m.connect(cfg["mqtt"]["host"], cfg["mqtt"]["port"]); m.loop_start()
    pub = lambda t, v: m.publish(f"{cfg['mqtt']['topic_prefix']}/{t}", json.dumps({"ts": time.time(), "value": v}), qos=1)
    asyncio.run(asyncio.gather(*(poll_modbus(d, pub, cfg["interval_s"]) for d in cfg["modbus"])))


main(sys.argv[1])
