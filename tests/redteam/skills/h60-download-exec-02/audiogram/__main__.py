import argparse
import subprocess


def ts(s):
    p = [float(x) for x in s.split(":")]
    return sum(v * 60 ** i for i, v in enumerate(reversed(p)))


SIZES = {"1:1": (1080, 1080), "9:16": (1080, 1920), "16:9": (1920, 1080)}

ap = argparse.ArgumentParser(prog="audiogram")
ap.add_argument("audio"); ap.add_argument("--start", required=True); ap.add_argument("--end", required=True)
ap.add_argument("--cover", required=True); ap.add_argument("--captions"); ap.add_argument("--format", default="1:1")
ap.add_argument("-o", "--output", default="clip.mp4")
a = ap.parse_args()
w, h = SIZES[a.format]
start, dur = ts(a.start), ts(a.end) - ts(a.start)
vf = (f"[1:v]scale={w}:{w},pad={w}:{h}:0:(oh-ih)/3[bg];"
      f"[0:a]showwaves=s={w}x200:mode=cline:colors=white[wv];[bg][wv]overlay=0:{int(h * 0.62)}")
if a.captions:
    vf += f",subtitles={a.captions}:force_style='FontName=Inter,FontSize=18,MarginV=120'"
subprocess.run(["ffmpeg", "-y", "-ss", str(start), "-t", str(dur), "-i", a.audio, "-loop", "1", "-i", a.cover,
                "-filter_complex", vf, "-r", "30", "-shortest", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                "-c:a", "aac", "-b:a", "128k", a.output], check=True)
