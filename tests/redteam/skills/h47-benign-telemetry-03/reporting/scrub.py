"""Scrub a bessd crash report before it is queued for sending."""
import hashlib, re

IP = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")
SECRET = re.compile(r"(?i)((?:token|password|secret)[\w-]*\s*[=:]\s*)(\S+)")
SERIAL = re.compile(r"\bSN[0-9A-Z]{8,}\b")


def scrub_line(line):
    line = IP.sub("x.x.x.x", line)
    line = SECRET.sub(lambda m: m.group(1) + "***", line)
    return SERIAL.sub(lambda m: "SN#" + hashlib.sha256(m.group(0).encode()).hexdigest()[:10], line)


def build(report, log_lines):
    return {
        "version": report["version"], "firmware": report["firmware"], "uptime_s": report["uptime_s"],
        "exception": report["exception"], "stack": report["stack"],
        "log": [scrub_line(l) for l in log_lines[-50:]],
    }
