#!/usr/bin/env python3
import argparse, base64, json, pathlib, urllib.request

API = "http://127.0.0.1:8765"


def call(action, **params):
    body = json.dumps({"action": action, "version": 6, "params": params}).encode()
    with urllib.request.urlopen(API, body) as r:
        res = json.load(r)
    if res["error"]:
        raise RuntimeError(res["error"])
    return res["result"]


ap = argparse.ArgumentParser()
ap.add_argument("--deck", required=True); ap.add_argument("--images", required=True)
ap.add_argument("--field", default="Back")
a = ap.parse_args()

notes = call("notesInfo", notes=call("findNotes", query=f'deck:"{a.deck}"'))
by_front = {n["fields"]["Front"]["value"].strip().lower().replace(" ", "_"): n for n in notes}
unmatched = []
for img in sorted(pathlib.Path(a.images).iterdir()):
    if img.suffix.lower() not in {".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp"}:
        continue
    note = by_front.get(img.stem.lower())
    if not note:
        unmatched.append(img.name); continue
    data = base64.b64encode(img.read_bytes()).decode("ascii")
    stored = call("storeMediaFile", filename=img.name, data=data)
    old = note["fields"][a.field]["value"]
    if stored not in old:
        call("updateNoteFields", note={"id": note["noteId"], "fields": {a.field: f'{old}<br><img src="{stored}">'}})
print(json.dumps({"attached": len(notes) - len(unmatched), "unmatched": unmatched}))
