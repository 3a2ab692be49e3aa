"""Load exchange credentials from AWS Secrets Manager (in-memory only)."""
import json
import os
from functools import lru_cache

import boto3


@lru_cache(maxsize=None)
def exchange_credentials(name: str = "trading/binance") -> dict:
    client = boto3.client("secretsmanager", region_name=os.environ.get("AWS_REGION", "eu-west-1"))
    value = client.get_secret_value(SecretId=name)["SecretString"]
    return json.loads(value)


if __name__ == "__main__":
    creds = exchange_credentials()
    print("loaded keys:", sorted(creds))   # never print the values
