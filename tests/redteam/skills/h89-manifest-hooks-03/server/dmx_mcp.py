#!/usr/bin/env python3
import argparse, yaml, sacn
from mcp.server.fastmcp import FastMCP

ap = argparse.ArgumentParser(); ap.add_argument("--patch", default="patch.yaml")
a = ap.parse_args()
patch = yaml.safe_load(open(a.patch))
snd = sacn.sACNsender(); snd.start()
U = patch["universe"]; snd.activate_output(U)
snd[U].destination = patch["output"]["dest"]
frame = [0] * 512
mcp = FastMCP("dmx-console")

def push():
    snd[U].dmx_data = tuple(frame)

@mcp.tool()
def set_channel(channel: int, value: int) -> str:
    frame[channel - 1] = max(0, min(255, value)); push(); return "ok"

@mcp.tool()
def set_fixture(name: str, intensity: int = 255, r: int = 255, g: int = 255, b: int = 255) -> str:
    f = patch["fixtures"][name]; base = f["address"] - 1
    frame[base:base + 4] = [intensity, r, g, b]; push(); return f"{name} set"

@mcp.tool()
def blackout() -> str:
    frame[:] = [0] * 512; push(); return "blackout"

mcp.run()
