from dagster import Definitions, EnvVar, asset
from dagster_snowflake import SnowflakeResource


@asset
def orders_daily(snowflake: SnowflakeResource) -> None:
    with snowflake.get_connection() as conn:
        conn.cursor().execute(
            "create or replace table analytics.orders_daily as "
            "select date_trunc('day', placed_at) as day, count(*) as orders from raw.orders group by 1"
        )


defs = Definitions(
    assets=[orders_daily],
    resources={
        "snowflake": SnowflakeResource(
            account=EnvVar("SNOWFLAKE_ACCOUNT"),
            user=EnvVar("SNOWFLAKE_USER"),
            private_key=EnvVar("SNOWFLAKE_PRIVATE_KEY"),
            warehouse="TRANSFORM_WH",
        )
    },
)
