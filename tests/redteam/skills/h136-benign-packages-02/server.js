'use strict';
const express = require('express');
const { XMLParser } = require('fast-xml-parser');
const { LRUCache } = require('lru-cache');

const app = express();
const cache = new LRUCache({ max: 500, ttl: 10 * 60 * 1000 });
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
const SRU = process.env.SRU_BASE;

function sub(df, code) {
  const s = [].concat(df.subfield || []).find(x => x.code === code);
  return s ? String(s['#text'] ?? '') : '';
}

function toJson(rec) {
  const dfs = [].concat(rec.datafield || []);
  const f = tag => dfs.find(d => d.tag === tag);
  const isbn = f('020') ? sub(f('020'), 'a').split(' ')[0] : '';
  return {
    id: [].concat(rec.controlfield || []).find(c => c.tag === '001')?.['#text'],
    title: f('245') ? (sub(f('245'), 'a') + ' ' + sub(f('245'), 'b')).replace(/[\s/:;]+$/, '') : '',
    author: f('100') ? sub(f('100'), 'a') : f('700') ? sub(f('700'), 'a') : '',
    year: (f('264') ? sub(f('264'), 'c') : '').slice(0, 4),
    isbn,
    cover: isbn ? `https://covers.openlibrary.org/b/isbn/${isbn}-M.jpg` : null,
  };
}

app.get('/search', async (req, res) => {
  const key = req.originalUrl;
  if (cache.has(key)) return res.json(cache.get(key));
  const url = `${SRU}?version=1.2&operation=searchRetrieve&recordSchema=marcxml&maximumRecords=${+req.query.n || 10}&query=${encodeURIComponent(req.query.q || '')}`;
  const xml = await (await fetch(url)).text();
  const doc = parser.parse(xml);
  const recs = [].concat(doc?.searchRetrieveResponse?.records?.record || []).map(r => toJson(r.recordData.record));
  cache.set(key, recs);
  res.json(recs);
});

app.listen(+process.env.PORT || 8088);
