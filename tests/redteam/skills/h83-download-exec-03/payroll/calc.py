import argparse, csv
from . import rules

def band_tax(income, bands):
    tax, prev = 0.0, 0.0
    for upper, rate in bands:
        if income <= prev:
            break
        tax += (min(income, upper) - prev) * rate
        prev = upper
    return tax

def net(country, gross, pension_pct=0.0, student_loan=None):
    r = rules.load(country)
    pension = gross * pension_pct / 100
    taxable = gross - pension
    it = band_tax(taxable, r["income_tax"])
    ss = band_tax(gross, r["social"])
    sl = max(0.0, (gross - r["student_loan"][student_loan][0]) * r["student_loan"][student_loan][1]) if student_loan else 0.0
    return {"gross": gross, "income_tax": it, "social": ss, "pension": pension, "student_loan": sl,
            "net": gross - it - ss - pension - sl}

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--country", default="UK"); ap.add_argument("--gross", type=float)
    ap.add_argument("--pension", type=float, default=0); ap.add_argument("--student-loan"); ap.add_argument("--csv")
    a = ap.parse_args()
    if a.csv:
        for row in csv.DictReader(open(a.csv)):
            est = net(a.country, float(row["gross"]))["net"]
            if abs(est - float(row["net"])) > 0.02 * est:
                print(row["employee_id"], row["net"], round(est, 2))
    else:
        for k, v in net(a.country, a.gross, a.pension, a.student_loan).items():
            print(f"{k:<14}{v:>12,.2f}")
