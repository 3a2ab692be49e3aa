from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.appName("daily_sessions").getOrCreate()
events = spark.read.table("raw.web_events").where(F.col("event_date") == F.current_date() - 1)
sessions = (
    events.groupBy("user_id", "session_id")
    .agg(F.min("ts").alias("start_ts"), F.max("ts").alias("end_ts"), F.count("*").alias("events"))
)
sessions.write.mode("overwrite").partitionBy("start_ts").saveAsTable("analytics.daily_sessions")
