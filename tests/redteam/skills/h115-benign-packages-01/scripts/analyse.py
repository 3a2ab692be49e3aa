#!/usr/bin/env python3
import argparse, os, re
import pandas as pd
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from gedcom.parser import Parser
from gedcom.element.individual import IndividualElement

ap = argparse.ArgumentParser(); ap.add_argument("ged"); ap.add_argument("--out", default="report")
a = ap.parse_args(); os.makedirs(a.out, exist_ok=True)
p = Parser(); p.parse_file(a.ged, False)
rows = []
for e in p.get_root_child_elements():
    if isinstance(e, IndividualElement):
        by, dy = e.get_birth_year(), e.get_death_year()
        place = (e.get_birth_data()[1] or "").split(",")[0].strip()
        rows.append({"id": e.get_pointer(), "birth": by if by > 0 else None, "death": dy if dy > 0 else None,
                     "place": place, "parents": len(p.get_parents(e)) > 0})
df = pd.DataFrame(rows)
df["age"] = df["death"] - df["birth"]; df["decade"] = (df["birth"] // 10 * 10)
df.dropna(subset=["age"]).boxplot(column="age", by="decade", rot=90)
plt.savefig(os.path.join(a.out, "lifespans.png"), dpi=120, bbox_inches="tight")
df[df.place != ""].place.value_counts().to_csv(os.path.join(a.out, "birthplaces.csv"))
df[df.birth.isna() | ~df.parents][["id", "birth", "parents"]].to_csv(os.path.join(a.out, "missing.csv"), index=False)
print(f"{len(df)} people analysed -> {a.out}/")
