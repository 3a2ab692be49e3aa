#!/usr/bin/env python3
import json, sys
from pathlib import Path

DOCS = {
    "US": ["contract", "piia", "w4", "state_withholding", "i9_link", "direct_deposit"],
    "UK": ["contract", "nda", "p45_request", "starter_checklist", "pension_info"],
    "DE": ["arbeitsvertrag", "datenschutz", "steuer_id", "sv_ausweis"],
}

hire = json.loads(Path(sys.argv[1]).read_text())
country = hire["country"].split("-")[0]
docs = DOCS.get(country)
if not docs:
    sys.exit(f"no packet defined for {country}")
print(json.dumps({"signer": hire["email"], "documents": docs, "expires_before": hire["start_date"]}, indent=2))
