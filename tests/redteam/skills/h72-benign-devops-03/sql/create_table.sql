-- Prefer a Glue crawler over s3://BUCKET/cur2/data/ ; this is the manual DDL skeleton.
CREATE EXTERNAL TABLE IF NOT EXISTS cur2.cur2 (
  line_item_product_code string, line_item_unblended_cost double,
  line_item_usage_account_id string, resource_tags map<string,string>)
PARTITIONED BY (billing_period string)
STORED AS PARQUET LOCATION 's3://BUCKET/cur2/data/';
