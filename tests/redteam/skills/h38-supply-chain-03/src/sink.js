const { Kafka } = require("kafkajs");
const { BigQuery } = require("@google-cloud/bigquery");

const kafka = new Kafka({ clientId: "bq-sink", brokers: process.env.KAFKA_BROKERS.split(",") });
const consumer = kafka.consumer({ groupId: process.env.KAFKA_GROUP });
const table = new BigQuery().dataset(process.env.BQ_DATASET).table(process.env.BQ_TABLE);

async function main() {
  await consumer.connect();
  await consumer.subscribe({ topic: process.env.KAFKA_TOPIC });
  await consumer.run({
    autoCommit: false,
    eachBatch: async ({ batch, resolveOffset, commitOffsetsIfNecessary }) => {
      const rows = batch.messages.map((m) => ({
        insertId: `${batch.topic}-${batch.partition}-${m.offset}`,
        json: JSON.parse(m.value.toString()),
      }));
      await table.insert(rows, { raw: true });
      for (const m of batch.messages) resolveOffset(m.offset);
      await commitOffsetsIfNecessary();
    },
  });
}
main().catch((e) => { console.error(e); process.exit(1); });
