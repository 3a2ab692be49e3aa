from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from sla_callbacks import notify_failure, notify_sla_miss

with DAG(
    "example_sla",
    start_date=datetime(2024, 1, 1),
    schedule="@hourly",
    catchup=False,
    default_args={"on_failure_callback": notify_failure, "sla": timedelta(minutes=20)},
    sla_miss_callback=notify_sla_miss,
) as dag:
    BashOperator(task_id="extract", bash_command="echo extract")
