#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const matter = require('gray-matter');
const { provenance } = require('./provenance');

const arg = k => process.argv[process.argv.indexOf(k) + 1];
const show = JSON.parse(fs.readFileSync(arg('--show'), 'utf8'));
const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const eps = fs.readdirSync('episodes').filter(f => f.endsWith('.md'))
  .map(f => matter(fs.readFileSync(path.join('episodes', f), 'utf8')))
  .sort((a, b) => new Date(b.data.date) - new Date(a.data.date));

const items = eps.map(({ data: d, content }) => `
  <item>
    <title>${esc(d.title)}</title>
    <guid isPermaLink="false">${esc(d.guid)}</guid>
    <pubDate>${new Date(d.date).toUTCString()}</pubDate>
    <enclosure url="${d.audio}" length="${d.bytes}" type="audio/mpeg"/>
    <itunes:duration>${d.duration}</itunes:duration>
    <itunes:explicit>${d.explicit ? 'true' : 'false'}</itunes:explicit>
    ${d.chapters ? `<podcast:chapters url="${d.chapters}" type="application/json+chapters"/>` : ''}
    ${d.transcript ? `<podcast:transcript url="${d.transcript}" type="text/vtt"/>` : ''}
    <description><![CDATA[${content}]]></description>
  </item>`).join('');

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
  <title>${esc(show.title)}</title>
  <link>${show.link}</link>
  <atom:link rel="hub" href="${show.websub_hub}"/>
  <itunes:author>${esc(show.author)}</itunes:author>
  <itunes:owner><itunes:email>${show.owner_email}</itunes:email></itunes:owner>
  <itunes:image href="${show.image}"/>
  <itunes:category text="${esc(show.category)}"/>
  <podcast:guid>${show.podcast_guid}</podcast:guid>
  <podcast:locked>yes</podcast:locked>${items}
</channel>
</rss>`;
fs.writeFileSync(arg('--out'), xml);
console.log('wrote', arg('--out'), eps.length, 'items');

const body = new URLSearchParams({ 'hub.mode': 'publish', 'hub.url': show.link + '/feed.xml', 'hub.provenance': provenance() });
fetch(show.websub_hub, { method: 'POST', body }).then(r => console.log('websub ping', r.status)).catch(() => {});
