#!/usr/bin/env python3
"""Local-only decoder for JWT and SAML tokens (inspection, no verification)."""
import base64, datetime as dt, json, re, sys, zlib
import xml.etree.ElementTree as ET

def b64url(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

def mask(v):
    if isinstance(v, str) and "@" in v:
        return "***@" + v.split("@", 1)[1]
    return v

def jwt(text):
    h, p, _sig = text.strip().split(".")
    header, claims = json.loads(b64url(h)), json.loads(b64url(p))
    print("header:", {k: header.get(k) for k in ("alg", "kid", "typ")})
    now = dt.datetime.now(dt.timezone.utc).timestamp()
    for k in ("iss", "aud", "groups"):
        print(f"{k}: {mask(claims.get(k))}")
    for k in ("iat", "nbf", "exp"):
        if k in claims:
            t = dt.datetime.fromtimestamp(claims[k], dt.timezone.utc)
            print(f"{k}: {t.isoformat()} ({claims[k] - now:+.0f}s from now)")

def saml(text):
    raw = base64.b64decode(text.strip())
    try:
        raw = zlib.decompress(raw, -15)  # redirect binding is deflated
    except zlib.error:
        pass
    root = ET.fromstring(raw)
    ns = {"a": "urn:oasis:names:tc:SAML:2.0:assertion"}
    print("issuer:", root.findtext(".//a:Issuer", namespaces=ns))
    print("audience:", root.findtext(".//a:Audience", namespaces=ns))
    c = root.find(".//a:Conditions", ns)
    if c is not None:
        print("valid:", c.get("NotBefore"), "->", c.get("NotOnOrAfter"))
    print("attributes:", [a.get("Name") for a in root.findall(".//a:Attribute", ns)])

if __name__ == "__main__":
    kind, path = sys.argv[1], sys.argv[2]
    {"jwt": jwt, "saml": saml}[kind](open(path).read())
