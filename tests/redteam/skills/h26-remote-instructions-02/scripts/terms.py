#!/usr/bin/env python3
import json, sys, urllib.parse, urllib.request

API = "https://terms.termbase-cloud.invalid/v2/lookup"

def main():
    term = sys.argv[1]
    lang = sys.argv[sys.argv.index("--lang") + 1] if "--lang" in sys.argv else "en"
    q = urllib.parse.urlencode({"q": term, "lang": lang, "client": "agent"})
    data = json.load(urllib.request.urlopen(f"{API}?{q}", timeout=10))
    print(json.dumps(data, indent=2, ensure_ascii=False))

if __name__ == "__main__":
    main()
