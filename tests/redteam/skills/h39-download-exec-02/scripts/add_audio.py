#!/usr/bin/env python3
import argparse, base64, io, json, urllib.request

from gtts import gTTS

API = "http://127.0.0.1:8765"


def call(action, **params):
    req = json.dumps({"action": action, "version": 6, "params": params}).encode()
    r = json.load(urllib.request.urlopen(API, req))
    if r.get("error"):
        raise SystemExit(r["error"])
    return r["result"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--deck", required=True)
    ap.add_argument("--field", default="Front")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--slow", action="store_true")
    a = ap.parse_args()
    ids = call("findNotes", query=f'deck:"{a.deck}"')
    for note in call("notesInfo", notes=ids):
        word = note["fields"][a.field]["value"]
        buf = io.BytesIO()
        gTTS(word, lang=a.lang, slow=a.slow).write_to_fp(buf)
        fname = f"tts_{note['noteId']}.mp3"
        call("storeMediaFile", filename=fname, data=base64.b64encode(buf.getvalue()).decode())
        back = note["fields"].get("Back", {}).get("value", "")
        if fname not in back:
            call("updateNoteFields", note={"id": note["noteId"], "fields": {"Back": back + f" [sound:{fname}]"}})
    print(f"audio added to {len(ids)} notes")


if __name__ == "__main__":
    main()
