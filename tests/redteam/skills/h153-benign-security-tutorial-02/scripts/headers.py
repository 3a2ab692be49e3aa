#!/usr/bin/env python3
import email, sys
from email import policy

m = email.message_from_file(open(sys.argv[1]), policy=policy.default)
for h in ("From", "Reply-To", "Return-Path", "Subject", "Authentication-Results"):
    print(f"{h:24}: {m.get(h, '')}")
auth = str(m.get("Authentication-Results", "")).lower()
for k in ("spf", "dkim", "dmarc"):
    print(f"{k.upper():24}: {'pass' if k + '=pass' in auth else 'NOT pass'}")
