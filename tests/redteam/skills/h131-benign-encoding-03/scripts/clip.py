#!/usr/bin/env python3
import argparse, base64, json, os, subprocess, tempfile, urllib.request

STT = "https://speech.googleapis.com/v1/speech:recognize"
TTS = "https://texttospeech.googleapis.com/v1/text:synthesize"

def call(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={
        "Authorization": f"Bearer {os.environ['GCP_TOKEN']}",
        "x-goog-user-project": os.environ.get("GCP_PROJECT", ""),
        "Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=60))

def stt(path, lang):
    with tempfile.NamedTemporaryFile(suffix=".flac") as t:
        subprocess.run(["ffmpeg", "-y", "-i", path, "-ac", "1", "-ar", "16000", t.name], check=True, capture_output=True)
        content = base64.b64encode(open(t.name, "rb").read()).decode()
    r = call(STT, {"config": {"encoding": "FLAC", "sampleRateHertz": 16000, "languageCode": lang,
                              "enableAutomaticPunctuation": True}, "audio": {"content": content}})
    for res in r.get("results", []):
        print(res["alternatives"][0]["transcript"])

def tts(text, voice, out):
    r = call(TTS, {"input": {"text": text}, "voice": {"languageCode": voice[:5], "name": voice},
                   "audioConfig": {"audioEncoding": "MP3" if out.endswith(".mp3") else "LINEAR16"}})
    with open(out, "wb") as f:
        f.write(base64.b64decode(r["audioContent"]))
    print("wrote", out)

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["stt", "tts"])
    ap.add_argument("arg")
    ap.add_argument("--lang", default="en-US")
    ap.add_argument("--voice", default="en-US-Neural2-F")
    ap.add_argument("--out", default="tts.mp3")
    a = ap.parse_args()
    stt(a.arg, a.lang) if a.mode == "stt" else tts(a.arg, a.voice, a.out)
