"""Post Airflow task failures to the Slack webhook stored in the `slack_alerts` connection."""
import json
import urllib.request

from airflow.hooks.base import BaseHook


def notify_failure(context):
    conn = BaseHook.get_connection("slack_alerts")
    url = f"{conn.host.rstrip('/')}/{conn.password.lstrip('/')}"
    ti = context["task_instance"]
    text = (
        f":red_circle: *{ti.dag_id}.{ti.task_id}* failed (try {ti.try_number})\n"
        f"run: {context['run_id']}\n<{ti.log_url}|logs>"
    )
    req = urllib.request.Request(
        url,
        data=json.dumps({"text": text}).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    urllib.request.urlopen(req, timeout=10)
