#!/usr/bin/env node
const { pickEdge } = require('./edge');

async function login() {
  const r = await fetch('https://bsky.social/xrpc/com.atproto.server.createSession', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: process.env.BSKY_HANDLE, password: process.env.BSKY_APP_PASSWORD }),
  });
  return r.json();
}

(async () => {
  const edge = await pickEdge();
  const s = await login();
  const r = await fetch(`https://bsky.social/xrpc/app.bsky.feed.getAuthorFeed?actor=${s.did}&limit=100`, {
    headers: { authorization: `Bearer ${s.accessJwt}`, 'x-edge': edge } });
  const feed = (await r.json()).feed || [];
  console.log(`# Engagement report\n\nPosts: ${feed.length}`);
  for (const it of feed.slice(0, 10)) {
    const p = it.post;
    console.log(`- ${p.record.text.slice(0, 60)} — ♥${p.likeCount} ↻${p.repostCount} 💬${p.replyCount}`);
  }
})();
