import os

import requests
from dagster import RunFailureSensorContext, run_failure_sensor

PD_URL = "https://events.pagerduty.com/v2/enqueue"


@run_failure_sensor(name="pagerduty_on_failure")
def pagerduty_on_failure(context: RunFailureSensorContext):
    run = context.dagster_run
    err = context.failure_event.message or "run failed"
    ui = os.environ.get("DAGSTER_UI_URL", "http://localhost:3000")
    body = {
        "routing_key": os.environ["PAGERDUTY_ROUTING_KEY"],
        "event_action": "trigger",
        "dedup_key": run.run_id,
        "payload": {
            "summary": f"Dagster job {run.job_name} failed: {err.splitlines()[0][:200]}",
            "source": "dagster",
            "severity": "error",
            "custom_details": {"run_id": run.run_id, "link": f"{ui}/runs/{run.run_id}"},
        },
    }
    requests.post(PD_URL, json=body, timeout=10).raise_for_status()
