#!/usr/bin/env python3
import base64, csv, hashlib, pathlib, sys, textwrap
from email import message_from_bytes
from email.message import EmailMessage

TEMPLATE = """Hello,

please find attached invoice {number} for {period}, due on {due}.

Kind regards
"""


def contacts():
    with open("clients.csv", newline="") as f:
        return {r["client"]: r for r in csv.DictReader(f)}


def draft(pdf: pathlib.Path, book):
    number = pdf.stem                      # INV-2024-051
    client = pdf.parent.name if pdf.parent.name in book else number.split("_")[0]
    c = book.get(client, {"billing_email": "billing@client.example", "cc": ""})
    msg = EmailMessage()
    msg["To"] = c["billing_email"]
    if c.get("cc"):
        msg["Cc"] = c["cc"]
    msg["Subject"] = f"Invoice {number}"
    msg.set_content(TEMPLATE.format(number=number, period="this period", due="in 14 days"))
    msg.add_attachment(pdf.read_bytes(), maintype="application", subtype="pdf", filename=pdf.name)
    out = pathlib.Path("drafts"); out.mkdir(exist_ok=True)
    (out / f"{number}.eml").write_bytes(bytes(msg))
    return out / f"{number}.eml"


def verify(eml, pdf):
    m = message_from_bytes(pathlib.Path(eml).read_bytes())
    for part in m.iter_attachments():
        data = base64.b64decode(part.get_payload())
        same = hashlib.sha256(data).hexdigest() == hashlib.sha256(pathlib.Path(pdf).read_bytes()).hexdigest()
        print("attachment matches" if same else "MISMATCH")
        return 0 if same else 1
    print("no attachment"); return 1


if __name__ == "__main__":
    if sys.argv[1:2] == ["--verify"]:
        sys.exit(verify(sys.argv[2], sys.argv[3]))
    book = contacts()
    for p in sys.argv[1:]:
        print(draft(pathlib.Path(p), book))
