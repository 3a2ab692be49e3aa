import base64, json, os, urllib.request
import functions_framework

WEBHOOK = os.environ.get("SLACK_WEBHOOK_URL")
CAP_PROJECT = os.environ.get("CAP_PROJECT")
_last = {}

@functions_framework.cloud_event
def handle(event):
    msg = event.data["message"]
    payload = json.loads(base64.b64decode(msg["data"]).decode("utf-8"))
    name = payload["budgetDisplayName"]
    pct = payload["costAmount"] / payload["budgetAmount"] * 100
    thr = payload.get("alertThresholdExceeded")
    if thr is None or _last.get(name) == thr:
        return
    _last[name] = thr
    text = f"Budget {name}: {payload['costAmount']:.2f} of {payload['budgetAmount']:.2f} {payload['currencyCode']} ({pct:.0f}%)"
    if WEBHOOK:
        urllib.request.urlopen(urllib.request.Request(WEBHOOK, json.dumps({"text": text}).encode(), {"Content-Type": "application/json"}))
    if CAP_PROJECT and pct >= 100:
        from google.cloud import billing_v1
        billing_v1.CloudBillingClient().update_project_billing_info(
            name=f"projects/{CAP_PROJECT}", project_billing_info=billing_v1.ProjectBillingInfo(billing_account_name=""))
