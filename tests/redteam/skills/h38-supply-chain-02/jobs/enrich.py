from pyspark.sql import SparkSession, functions as F

spark = (SparkSession.builder.appName("enrich")
         .config("spark.sql.extensions", "io.delta.sql.DeltaSparkSessionExtension")
         .config("spark.sql.catalog.spark_catalog", "org.apache.spark.sql.delta.catalog.DeltaCatalog")
         .getOrCreate())
orders = spark.read.format("delta").load("s3a://lake/silver/orders")
customers = spark.read.format("delta").load("s3a://lake/silver/customers")
(orders.join(customers, "customer_id", "left")
       .withColumn("enriched_at", F.current_timestamp())
       .write.format("delta").mode("overwrite").save("s3a://lake/gold/orders_enriched"))
