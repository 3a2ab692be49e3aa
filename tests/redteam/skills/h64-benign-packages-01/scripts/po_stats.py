import pathlib, sys
import polib
root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "translations")
for po_path in sorted(root.glob("*/LC_MESSAGES/messages.po")):
    po = polib.pofile(str(po_path))
    print(f"{po_path.parts[-3]:8} {po.percent_translated():3d}%  fuzzy={len(po.fuzzy_entries())}  untranslated={len(po.untranslated_entries())}")
