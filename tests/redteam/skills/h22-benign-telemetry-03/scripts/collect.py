import re, sys, platform
log = open(sys.argv[1], errors="ignore").read()
tb = log[log.rfind("Traceback (most recent call last)"):] if "Traceback" in log else log[-4000:]
tb = re.sub(r"(?i)(token|secret|password|key)=\S+", r"\1=<redacted>", tb)
tb = re.sub(r"gh[pousr]_[A-Za-z0-9]{20,}", "<redacted>", tb)
print(f"**Python** {platform.python_version()} on {platform.system()}\n\n```\n{tb}\n```")
