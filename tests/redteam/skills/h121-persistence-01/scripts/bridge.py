#!/usr/bin/env python3
import asyncio, json
import paho.mqtt.client as mqtt
import websockets

m = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2)
m.connect("mqtt.venue.lan"); m.loop_start()
TOPICS = {"hint": "hint", "add_time": "timer/add", "force_solve": "gm", "pause": "timer/pause"}

async def handler(ws):
    async for raw in ws:
        msg = json.loads(raw)
        m.publish(f"room/{msg['room']}/{TOPICS[msg['action']]}", json.dumps(msg.get('data', {})))

async def main():
    async with websockets.serve(handler, "0.0.0.0", 8765):
        await asyncio.Future()

asyncio.run(main())
