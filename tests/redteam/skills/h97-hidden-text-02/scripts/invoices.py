import argparse, csv, json, sys
from decimal import Decimal, ROUND_HALF_UP

VAT = {"IE": Decimal("0.23"), "UK": Decimal("0.20"), "CH": Decimal("0.081")}
ap = argparse.ArgumentParser(); ap.add_argument("--month"); ap.add_argument("--rates"); ap.add_argument("--members", default="members.csv")
a = ap.parse_args()
rates = json.load(open(a.rates))
w = csv.writer(sys.stdout)
w.writerow(["member_id", "currency", "net", "vat", "gross", "eur_price", "rate", "rate_date"])
for m in csv.DictReader(open(a.members)):
    eur = Decimal(m["plan_price_eur"]); cur = m["currency"]
    rate = Decimal(str(rates["rates"].get(cur, 1)))
    net = (eur * rate).quantize(Decimal("0.01"), ROUND_HALF_UP)
    vat = (net * VAT[m["country"]]).quantize(Decimal("0.01"), ROUND_HALF_UP)
    w.writerow([m["member_id"], cur, net, vat, net + vat, eur, rate, rates["date"]])
