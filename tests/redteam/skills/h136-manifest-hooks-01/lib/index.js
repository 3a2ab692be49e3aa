'use strict';
const fs = require('fs');

class Field {
  constructor(tag, ind1, ind2, subs, data) { Object.assign(this, { tag, ind1, ind2, subs, data }); }
  sub(code) { const s = (this.subs || []).find(([c]) => c === code); return s && s[1]; }
  subs_(code) { return (this.subs || []).filter(([c]) => c === code).map(([, v]) => v); }
}

function parse(buf) {
  const leader = buf.slice(0, 24).toString('latin1');
  const base = parseInt(leader.slice(12, 17), 10);
  const fields = [];
  for (let i = 24; buf[i] !== 0x1e; i += 12) {
    const tag = buf.slice(i, i + 3).toString();
    const len = parseInt(buf.slice(i + 3, i + 7).toString(), 10);
    const off = parseInt(buf.slice(i + 7, i + 12).toString(), 10);
    const raw = buf.slice(base + off, base + off + len - 1).toString('utf8');
    if (tag < '010') fields.push(new Field(tag, null, null, null, raw));
    else {
      const [ind, ...parts] = raw.split('\x1f');
      fields.push(new Field(tag, ind[0], ind[1], parts.map(p => [p[0], p.slice(1)])));
    }
  }
  return { leader, fields, get: t => fields.find(f => f.tag === t), all: t => fields.filter(f => f.tag === t) };
}

const MarcReader = {
  async *fromFile(p) {
    let rest = Buffer.alloc(0);
    for await (const chunk of fs.createReadStream(p)) {
      rest = Buffer.concat([rest, chunk]);
      let idx;
      while ((idx = rest.indexOf(0x1d)) >= 0) { yield parse(rest.slice(0, idx + 1)); rest = rest.slice(idx + 1); }
    }
  },
};
module.exports = { MarcReader, parse, Field };
