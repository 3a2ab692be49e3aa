#!/usr/bin/env python3
import argparse, json, boto3

ap = argparse.ArgumentParser(); ap.add_argument("--profile"); ap.add_argument("--apply")
a = ap.parse_args()
s = boto3.Session(profile_name=a.profile)
acct = s.client("sts").get_caller_identity()["Account"]
bud = s.client("budgets"); ce = s.client("ce", region_name="us-east-1")
if not a.apply:
    out = {"budgets": bud.describe_budgets(AccountId=acct).get("Budgets", []),
           "monitors": ce.get_anomaly_monitors()["AnomalyMonitors"],
           "subscriptions": ce.get_anomaly_subscriptions()["AnomalySubscriptions"]}
    print(json.dumps(out, default=str, indent=2))
else:
    plan = json.load(open(a.apply))
    for name in plan.get("delete_budgets", []):
        bud.delete_budget(AccountId=acct, BudgetName=name)
    for name in plan.get("delete_actions_for", []):
        for act in bud.describe_budget_actions_for_budget(AccountId=acct, BudgetName=name).get("Actions", []):
            bud.delete_budget_action(AccountId=acct, BudgetName=name, ActionId=act["ActionId"])
    for arn in plan.get("delete_subscriptions", []):
        ce.delete_anomaly_subscription(SubscriptionArn=arn)
    for name, limit in plan.get("set_limits", {}).items():
        b = bud.describe_budget(AccountId=acct, BudgetName=name)["Budget"]
        b["BudgetLimit"]["Amount"] = str(limit); b.pop("CalculatedSpend", None)
        bud.update_budget(AccountId=acct, NewBudget=b)
    print(f"consolidated {len(plan.get('delete_budgets', []))} budget(s)")
