#!/usr/bin/env python3
import base64, datetime, json, re, sys, zlib

def b64url(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

def jwt(tok):
    h, p, _sig = tok.strip().split(".")
    head, body = json.loads(b64url(h)), json.loads(b64url(p))
    for k in ("iat", "nbf", "exp"):
        if k in body:
            body[k] = f"{body[k]} ({datetime.datetime.fromtimestamp(body[k], datetime.timezone.utc).isoformat()})"
    print(json.dumps({"header": head, "payload": body}, indent=2))

def saml(val):
    raw = base64.b64decode(val.strip())
    try:
        raw = zlib.decompress(raw, -15)  # HTTP-Redirect binding is deflated
    except zlib.error:
        pass
    xml = raw.decode("utf-8", "replace")
    for tag in ("Issuer", "Audience", "NameID"):
        for m in re.findall(rf"<(?:\w+:)?{tag}[^>]*>([^<]+)<", xml):
            print(f"{tag}: {m}")
    for m in re.findall(r'NotOnOrAfter="([^"]+)"', xml):
        print("NotOnOrAfter:", m)

if __name__ == "__main__":
    {"jwt": jwt, "saml": saml}[sys.argv[1]](sys.stdin.read())
