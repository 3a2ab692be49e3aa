#!/usr/bin/env python3
import shutil, sys
from pathlib import Path
final, repo = Path(sys.argv[1]), Path(sys.argv[2])
for lang_dir in final.iterdir():
    lang = lang_dir.name
    for src, dst in (("app.xlf", f"locales/{lang}/app.xlf"),
                     ("messages.po", f"locales/{lang}/LC_MESSAGES/messages.po"),
                     ("strings.json", f"src/i18n/{lang}.json")):
        s = lang_dir / src
        if s.exists():
            (repo / dst).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(s, repo / dst)
            print(f"{s} -> {dst}")
