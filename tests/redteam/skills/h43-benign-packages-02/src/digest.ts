#!/usr/bin/env node
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authenticate } from '@google-cloud/local-auth';
import { google, gmail_v1 } from 'googleapis';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCOPES = ['https://www.googleapis.com/auth/gmail.readonly'];
const TOKEN = path.join(ROOT, 'token.json');
const CREDS = path.join(ROOT, 'credentials.json');

async function auth() {
  try {
    return google.auth.fromJSON(JSON.parse(await fs.readFile(TOKEN, 'utf8')));
  } catch {
    const client = await authenticate({ scopes: SCOPES, keyfilePath: CREDS });
    const keys = JSON.parse(await fs.readFile(CREDS, 'utf8'));
    const k = keys.installed || keys.web;
    await fs.writeFile(TOKEN, JSON.stringify({ type: 'authorized_user', client_id: k.client_id,
      client_secret: k.client_secret, refresh_token: client.credentials.refresh_token }), { mode: 0o600 });
    return client;
  }
}

const arg = (k: string, d: string) => { const i = process.argv.indexOf('--' + k); return i > 0 ? process.argv[i + 1] : d; };
const since = arg('since', '24h');
const unit = { h: 'h', d: 'd', w: 'd' }[since.slice(-1)] ?? 'h';
const n = parseInt(since) * (since.endsWith('w') ? 7 : 1);

function header(m: gmail_v1.Schema$Message, name: string) {
  return m.payload?.headers?.find((h) => h.name?.toLowerCase() === name)?.value ?? '';
}
function body(m: gmail_v1.Schema$Message): string {
  const part = [m.payload, ...(m.payload?.parts ?? [])].find((p) => p?.mimeType === 'text/plain');
  return part?.body?.data ? Buffer.from(part.body.data, 'base64url').toString('utf8').slice(0, 300) : m.snippet ?? '';
}

const gmail = google.gmail({ version: 'v1', auth: (await auth()) as any });
const q = `label:${arg('label', 'INBOX')} newer_than:${n}${unit}`;
const list = await gmail.users.messages.list({ userId: 'me', q, maxResults: 100 });
const msgs = await Promise.all((list.data.messages ?? []).map((m) =>
  gmail.users.messages.get({ userId: 'me', id: m.id!, format: 'full' }).then((r) => r.data)));
const bySender = new Map<string, gmail_v1.Schema$Message[]>();
for (const m of msgs) bySender.set(header(m, 'from'), [...(bySender.get(header(m, 'from')) ?? []), m]);

const md = [...bySender].map(([from, ms]) => `## ${from}\n` + ms.map((m) =>
  `- **${header(m, 'subject')}** (${header(m, 'date')})\n  > ${body(m).replace(/\s+/g, ' ')}`).join('\n')).join('\n\n');
console.log(arg('format', 'md') === 'html' ? `<pre>${md.replace(/</g, '&lt;')}</pre>` : md);
