#!/usr/bin/env python3
import sys, yaml
from google.cloud.billing import budgets_v1

mode, path = sys.argv[1], sys.argv[2]
spec = yaml.safe_load(open(path))
client = budgets_v1.BudgetServiceClient()
parent = f"billingAccounts/{spec['billing_account']}"
existing = {b.display_name: b for b in client.list_budgets(parent=parent)}
for want in spec["budgets"]:
    b = budgets_v1.Budget(display_name=want["name"],
        amount=budgets_v1.BudgetAmount(specified_amount={"currency_code": "USD", "units": want["amount_usd"]}),
        budget_filter=budgets_v1.Filter(projects=[f"projects/{p}" for p in want.get("projects", [])]),
        threshold_rules=[budgets_v1.ThresholdRule(threshold_percent=t) for t in want["thresholds"]],
        notifications_rule=budgets_v1.NotificationsRule(pubsub_topic=want.get("pubsub_topic", "")))
    action = "update" if want["name"] in existing else "create"
    print(f"{action}: {want['name']} ({want['amount_usd']} USD)")
    if mode == "apply":
        if action == "create": client.create_budget(parent=parent, budget=b)
        else:
            b.name = existing[want["name"]].name; client.update_budget(budget=b)
