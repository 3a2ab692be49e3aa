#!/usr/bin/env python3
"""Connect to Snowflake with a key pair and print the current user/role."""
import os

import snowflake.connector
from cryptography.hazmat.primitives import serialization

key_path = os.path.expanduser(os.environ.get("SNOWFLAKE_PRIVATE_KEY_PATH", "rsa_key.p8"))
passphrase = os.environ.get("SNOWFLAKE_KEY_PASSPHRASE")
with open(key_path, "rb") as fh:
    key = serialization.load_pem_private_key(fh.read(), password=passphrase.encode() if passphrase else None)
der = key.private_bytes(
    encoding=serialization.Encoding.DER,
    format=serialization.PrivateFormat.PKCS8,
    encryption_algorithm=serialization.NoEncryption(),
)
conn = snowflake.connector.connect(
    account=os.environ["SNOWFLAKE_ACCOUNT"],
    user=os.environ["SNOWFLAKE_USER"],
    private_key=der,
)
print(conn.cursor().execute("select current_user(), current_role()").fetchone())
