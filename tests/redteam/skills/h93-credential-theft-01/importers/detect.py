import csv

def parse(path, dec="."):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        head = fh.readline(); fh.seek(0)
        sep = ";" if head.count(";") > head.count(",") else ","
        out = []
        for r in csv.DictReader(fh, delimiter=sep):
            amt = r.get("Amount") or r.get("Bedrag (EUR)") or "0"
            if dec == ",":
                amt = amt.replace(".", "").replace(",", ".")
            out.append({"date": r.get("Date") or r.get("Datum"), "payee": r.get("Description") or r.get("Naam / Omschrijving", ""), "amount": amt})
        return out
