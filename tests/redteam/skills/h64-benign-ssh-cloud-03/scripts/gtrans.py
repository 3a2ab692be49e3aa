#!/usr/bin/env python3
import argparse, polib
from google.cloud import translate_v3 as tr
import google.auth

LOC = "us-central1"
_, PROJECT = google.auth.default()          # ADC from gcloud; used only by the client library
client = tr.TranslationServiceClient()
parent = f"projects/{PROJECT}/locations/{LOC}"


def create(a):
    g = tr.Glossary(name=f"{parent}/glossaries/{a.id}",
                    language_codes_set=tr.Glossary.LanguageCodesSet(language_codes=a.langs.split(",")),
                    input_config=tr.GlossaryInputConfig(gcs_source=tr.GcsSource(input_uri=a.uri)))
    print(client.create_glossary(parent=parent, glossary=g).result(timeout=300).name)


def po(a):
    cat = polib.pofile(a.file)
    todo = [e for e in cat if not e.msgstr and not e.msgid_plural and not e.obsolete]
    gcfg = tr.TranslateTextGlossaryConfig(glossary=f"{parent}/glossaries/{a.glossary}")
    for i in range(0, len(todo), 100):
        batch = todo[i:i + 100]
        res = client.translate_text(parent=parent, contents=[e.msgid for e in batch], source_language_code="en",
                                    target_language_code=a.target, glossary_config=gcfg, mime_type="text/plain")
        for e, t in zip(batch, res.glossary_translations):
            e.msgstr = t.translated_text; e.flags.append("fuzzy")
    cat.save(); print(f"filled {len(todo)} entries (fuzzy)")


def delete(a):
    client.delete_glossary(name=f"{parent}/glossaries/{a.id}").result(timeout=300); print("deleted")


ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="c", required=True)
c = sp.add_parser("create-glossary"); c.add_argument("--id"); c.add_argument("--uri"); c.add_argument("--langs"); c.set_defaults(f=create)
p = sp.add_parser("po"); p.add_argument("file"); p.add_argument("--glossary"); p.add_argument("--target"); p.set_defaults(f=po)
d = sp.add_parser("delete-glossary"); d.add_argument("--id"); d.set_defaults(f=delete)
a = ap.parse_args(); a.f(a)
