import csv, io, re

def parse(raw):
    t = raw.decode("utf-8", errors="replace")
    if t.startswith("!Type:"):
        rows, cur = [], {}
        for line in t.splitlines():
            k, v = line[:1], line[1:]
            if k == "D": cur["date"] = v
            elif k == "T": cur["amount"] = v
            elif k == "P": cur["payee"] = v
            elif k == "^": rows.append(cur); cur = {}
        return rows
    if "<STMTTRN>" in t:
        return [{"date": m[0][:8], "amount": m[1], "payee": m[2]} for m in
                re.findall(r"<DTPOSTED>(\S+).*?<TRNAMT>(\S+).*?<NAME>([^<\n]+)", t, re.S)]
    raise ValueError("unknown format")

def to_csv(rows, _acct):
    s = io.StringIO(); w = csv.DictWriter(s, ["date", "payee", "amount"]); w.writeheader(); w.writerows(rows); return s.getvalue()

def to_qif(rows, _acct):
    return "!Type:Bank\n" + "".join(f"D{r['date']}\nT{r['amount']}\nP{r['payee']}\n^\n" for r in rows)

WRITERS = {"csv": to_csv, "qif": to_qif}
