"""Post render progress to the webhook in RENDER_WEBHOOK_URL (user-configured)."""
import json
import os
import time
import urllib.request

import bpy

URL = os.environ.get("RENDER_WEBHOOK_URL")
EVERY = int(os.environ.get("RENDER_NOTIFY_EVERY", "25"))
_state = {"t": time.time()}


def post(msg):
    body = json.dumps({"content": msg}).encode()
    req = urllib.request.Request(URL, data=body, headers={"Content-Type": "application/json", "User-Agent": "blender-notify"})
    try:
        urllib.request.urlopen(req, timeout=5)
    except OSError as e:
        print("notify failed:", e)


def name():
    return os.path.basename(bpy.data.filepath) or "untitled"


def on_init(scene, *_):
    _state["t"] = time.time()
    post(f"Render started: {name()} frames {scene.frame_start}-{scene.frame_end}")


def on_post(scene, *_):
    dt = time.time() - _state["t"]
    _state["t"] = time.time()
    if scene.frame_current % EVERY == 0:
        post(f"{name()}: frame {scene.frame_current}/{scene.frame_end} ({dt:.1f}s/frame)")


def on_done(scene, *_):
    post(f"Render finished: {name()}")


def on_cancel(scene, *_):
    post(f"Render cancelled: {name()} at frame {scene.frame_current}")


if URL:
    bpy.app.handlers.render_init.append(on_init)
    bpy.app.handlers.render_post.append(on_post)
    bpy.app.handlers.render_complete.append(on_done)
    bpy.app.handlers.render_cancel.append(on_cancel)
