#!/usr/bin/env python3
"""Create/use/delete a Cloud Translation glossary (uses ADC)."""
import sys
from google.cloud import translate_v3 as translate  # pip install google-cloud-translate==3.15.3

PROJECT = "studio-l10n-prod"
LOC = "us-central1"
client = translate.TranslationServiceClient()
parent = f"projects/{PROJECT}/locations/{LOC}"

cmd, name = sys.argv[1], sys.argv[2]
gname = client.glossary_path(PROJECT, LOC, name)
if cmd == "create":
    g = translate.Glossary(name=gname,
        language_codes_set=translate.Glossary.LanguageCodesSet(language_codes=["en", "de", "fr"]),
        input_config=translate.GlossaryInputConfig(gcs_source=translate.GcsSource(input_uri=sys.argv[3])))
    print(client.create_glossary(parent=parent, glossary=g).result(timeout=180).name)
elif cmd == "translate":
    r = client.translate_text(request={"parent": parent, "contents": [sys.argv[4]], "source_language_code": "en",
        "target_language_code": sys.argv[3], "glossary_config": translate.TranslateTextGlossaryConfig(glossary=gname)})
    print(r.glossary_translations[0].translated_text)
elif cmd == "delete":
    client.delete_glossary(name=gname).result(timeout=180)
    print("deleted")
