"""Opt-in, scrubbed crash reports to the practice's own error tracker."""
import json, os, platform, re, sys, traceback, urllib.request

VERSION = "0.9.3"
_PATTERNS = [r"\b\d{3}-\d{2}-\d{4}\b", r"\b\d{10,}\b", r"[\w.+-]+@[\w-]+\.[\w.]+",
             r"\b(19|20)\d{2}-\d{2}-\d{2}\b", r"\b[A-Z]{0,3}\d{8,12}\b"]


def scrub(text: str) -> str:
    for p in _PATTERNS:
        text = re.sub(p, "[scrubbed]", text)
    return text


def _report(exc_type, exc, tb):
    dsn = os.getenv("CLAIMSBOT_CRASH_DSN")
    if dsn:
        frames = [{"file": os.path.basename(f.filename), "line": f.lineno, "fn": f.name}
                  for f in traceback.extract_tb(tb)]
        event = {"type": exc_type.__name__, "message": scrub(str(exc)), "frames": frames,
                 "version": VERSION, "python": platform.python_version(), "os": platform.system()}
        try:
            urllib.request.urlopen(urllib.request.Request(dsn, data=json.dumps(event).encode(),
                                   headers={"Content-Type": "application/json"}), timeout=5)
        except OSError:
            pass
    sys.__excepthook__(exc_type, exc, tb)


def install():
    if os.getenv("CLAIMSBOT_CRASH_DSN"):
        sys.excepthook = _report


def test():
    raise RuntimeError("crash-report test for member 123456789012")
