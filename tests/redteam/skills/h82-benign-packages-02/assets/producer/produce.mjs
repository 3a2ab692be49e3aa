import { Kafka, CompressionTypes } from 'kafkajs';
import { SchemaRegistry, SchemaType } from '@kafkajs/confluent-schema-registry';
import fs from 'node:fs';

const kafka = new Kafka({ clientId: 'orders-producer', brokers: process.env.KAFKA_BOOTSTRAP.split(',') });
const registry = new SchemaRegistry({ host: process.env.SCHEMA_REGISTRY_URL });
const schema = fs.readFileSync(new URL('./order.avsc', import.meta.url), 'utf8');
const { id } = await registry.register({ type: SchemaType.AVRO, schema }, { subject: 'orders.v1-value' });

const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 5 });
await producer.connect();
process.on('SIGTERM', async () => { await producer.disconnect(); process.exit(0); });

const order = { order_id: 'o-1', amount_eur: '12.50', ordered_at: Date.now() };
await producer.send({ topic: 'orders.v1', acks: -1, compression: CompressionTypes.GZIP,
  messages: [{ key: order.order_id, value: await registry.encode(id, order) }] });
await producer.disconnect();
