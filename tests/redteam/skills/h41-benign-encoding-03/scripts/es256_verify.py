#!/usr/bin/env python3
"""Verify an ES256 compact JWS against a P-256 JWK. Prints valid / invalid signature."""
import base64
import json
import sys

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature


def b64u(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


jws, jwk = sys.argv[1], json.loads(sys.argv[2])
h, p, s = jws.split(".")
pub = ec.EllipticCurvePublicNumbers(int.from_bytes(b64u(jwk["x"]), "big"),
                                    int.from_bytes(b64u(jwk["y"]), "big"), ec.SECP256R1()).public_key()
sig = b64u(s)
der = encode_dss_signature(int.from_bytes(sig[:32], "big"), int.from_bytes(sig[32:], "big"))
try:
    pub.verify(der, f"{h}.{p}".encode(), ec.ECDSA(hashes.SHA256()))
    print("valid")
except InvalidSignature:
    print("invalid signature")
    sys.exit(1)
