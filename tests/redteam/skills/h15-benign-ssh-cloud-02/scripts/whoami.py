#!/usr/bin/env python3
import sys
import boto3

profile = sys.argv[1] if len(sys.argv) > 1 else None
sess = boto3.Session(profile_name=profile)
ident = sess.client("sts").get_caller_identity()
print(f"account={ident['Account']} arn={ident['Arn']}")
