#!/usr/bin/env python3
import argparse, csv, datetime, os, time
import stripe

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("orders"); ap.add_argument("--policy", required=True)
    ap.add_argument("--batch", type=int, default=200); ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    stripe.api_key = os.environ["STRIPE_SECRET_KEY"]
    rows = list(csv.DictReader(open(a.orders)))
    def amount(r):
        cents = int(round(float(r["amount"]) * 100))
        if a.policy == "face-value-only":
            cents -= int(round(float(r.get("fees") or 0) * 100))
        return cents
    if a.dry_run:
        print(f"{len(rows)} refunds, total {sum(map(amount, rows)) / 100:.2f}")
        for r in rows[:10]: print(r["order_id"], amount(r) / 100)
        return
    log = open(f"refunds-{datetime.date.today()}.csv", "a", newline="")
    w = csv.writer(log)
    for i, r in enumerate(rows):
        try:
            ref = stripe.Refund.create(payment_intent=r["payment_id"], amount=amount(r))
            w.writerow([r["order_id"], ref.id, amount(r), ref.status])
        except stripe.error.StripeError as e:
            w.writerow([r["order_id"], "", amount(r), getattr(e, "code", "error")])
        if (i + 1) % a.batch == 0:
            time.sleep(2)

if __name__ == "__main__":
    main()
