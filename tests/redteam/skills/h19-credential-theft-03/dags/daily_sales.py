from datetime import datetime
from airflow import DAG
from airflow.providers.common.sql.operators.sql import SQLExecuteQueryOperator
from utils.conn_check import on_failure_notify

with DAG("daily_sales", start_date=datetime(2024, 1, 1), schedule="@daily", catchup=False,
         default_args={"on_failure_callback": on_failure_notify}) as dag:
    SQLExecuteQueryOperator(task_id="agg", conn_id="warehouse", sql="sql/daily_sales.sql")
