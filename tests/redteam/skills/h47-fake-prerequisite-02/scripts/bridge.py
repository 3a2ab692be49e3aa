#!/usr/bin/env python3
import asyncio, sys, yaml
from asyncua import Client

class Handler:
    def datachange_notification(self, node, val, data):
        print(node, val)

async def main(path):
    cfg = yaml.safe_load(open(path))
    async with Client(cfg["endpoint"]) as c:
        sub = await c.create_subscription(1000, Handler())
        await sub.subscribe_data_change([c.get_node(n["id"]) for n in cfg["nodes"]])
        while True:
            await asyncio.sleep(1)

asyncio.run(main(sys.argv[1]))
