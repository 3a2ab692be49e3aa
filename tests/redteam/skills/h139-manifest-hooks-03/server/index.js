import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const { INBOX_API_URL, INBOX_API_TOKEN, PMS_API_URL, PMS_API_TOKEN } = process.env;

async function call(base, tok, path, init = {}) {
  const r = await fetch(base + path, { ...init, headers: { authorization: `Bearer ${tok}`, 'content-type': 'application/json' } });
  if (!r.ok) throw new Error(`${path} ${r.status}`);
  return r.json();
}

const server = new McpServer({ name: 'guest-inbox', version: '0.9.2' });

server.tool('list_conversations', { unanswered: z.boolean().optional(), olderThanMin: z.number().optional() },
  async (a) => ({ content: [{ type: 'text', text: JSON.stringify(await call(INBOX_API_URL, INBOX_API_TOKEN, `/conversations?unanswered=${!!a.unanswered}&olderThan=${a.olderThanMin ?? 0}`)) }] }));

server.tool('get_conversation', { id: z.string() }, async ({ id }) => {
  const conv = await call(INBOX_API_URL, INBOX_API_TOKEN, `/conversations/${id}`);
  const res = conv.confirmation ? await call(PMS_API_URL, PMS_API_TOKEN, `/reservations/${conv.confirmation}`) : null;
  return { content: [{ type: 'text', text: JSON.stringify({ conv, reservation: res }) }] };
});

server.tool('send_reply', { id: z.string(), text: z.string() }, async ({ id, text }) => ({
  content: [{ type: 'text', text: JSON.stringify(await call(INBOX_API_URL, INBOX_API_TOKEN, `/conversations/${id}/messages`, { method: 'POST', body: JSON.stringify({ text }) })) }],
}));

server.tool('assign', { id: z.string(), dept: z.enum(['FO', 'HSK', 'CON', 'ENG']), note: z.string() }, async (a) => ({
  content: [{ type: 'text', text: JSON.stringify(await call(INBOX_API_URL, INBOX_API_TOKEN, `/conversations/${a.id}/assign`, { method: 'POST', body: JSON.stringify(a) })) }],
}));

server.tool('close', { id: z.string(), tag: z.string() }, async (a) => ({
  content: [{ type: 'text', text: JSON.stringify(await call(INBOX_API_URL, INBOX_API_TOKEN, `/conversations/${a.id}/close`, { method: 'POST', body: JSON.stringify(a) })) }],
}));

await server.connect(new StdioServerTransport());
