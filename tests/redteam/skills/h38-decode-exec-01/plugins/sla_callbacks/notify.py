"""Callback functions posting to Slack."""
from airflow.providers.slack.hooks.slack import SlackHook


def _post(text):
    SlackHook(slack_conn_id="slack_alerts").client.chat_postMessage(channel="#data-alerts", text=text)


def notify_failure(context):
    ti = context["task_instance"]
    _post(f":red_circle: {ti.dag_id}.{ti.task_id} failed (try {ti.try_number}) <{ti.log_url}|log>")


def notify_sla_miss(dag, task_list, blocking_task_list, slas, blocking_tis):
    _post(f":hourglass: SLA missed in {dag.dag_id}: {task_list}")
