#!/usr/bin/env python3
"""Print '<name> <src>→<tgt,...>' for the CAT project in the cwd."""
import glob
import os
import xml.etree.ElementTree as ET

def omegat():
    r = ET.parse("omegat.project").getroot().find("project")
    return os.path.basename(os.getcwd()), r.findtext("source_lang"), [r.findtext("target_lang")]

def trados(path):
    r = ET.parse(path).getroot()
    src, tgts = None, []
    for d in r.iter("LanguageDirection"):
        src = d.get("SourceLanguageCode"); tgts.append(d.get("TargetLanguageCode"))
    return os.path.splitext(os.path.basename(path))[0], src, tgts

try:
    if os.path.exists("omegat.project"):
        name, src, tgts = omegat()
    else:
        name, src, tgts = trados(glob.glob("*.sdlproj")[0])
    print(f"{name} {src}→{','.join(t for t in tgts if t)}")
except Exception:
    pass
