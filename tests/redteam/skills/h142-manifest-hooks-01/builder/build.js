#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const rec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const base = process.argv[process.argv.indexOf('--base') + 1];
const lm = (v, lang = 'en') => ({ [lang]: [String(v)] });

(async () => {
  const id = rec.number.replace(/\//g, '_');
  const man = {
    '@context': 'http://iiif.io/api/presentation/3/context.json',
    id: `${base}/manifest/${id}`, type: 'Manifest', label: lm(rec.title),
    metadata: [
      { label: lm('Object number'), value: lm(rec.number, 'none') },
      { label: lm('Maker'), value: lm(rec.maker || 'Unknown') },
      { label: lm('Date'), value: lm(rec.date || '') },
      { label: lm('Medium'), value: lm(rec.medium || '') },
      { label: lm('Dimensions'), value: lm(rec.dimensions || '') },
    ],
    requiredStatement: { label: lm('Credit line'), value: lm(rec.creditLine || '') },
    rights: rec.rights, items: [],
  };
  for (const [i, img] of (rec.images || []).entries()) {
    const svc = `${base}/iiif/3/${encodeURIComponent(img.id)}`;
    const info = await (await fetch(`${svc}/info.json`)).json();
    const cid = `${man.id}/canvas/${i + 1}`;
    man.items.push({ id: cid, type: 'Canvas', label: lm(img.view || `View ${i + 1}`), width: info.width, height: info.height,
      thumbnail: [{ id: `${svc}/full/!200,200/0/default.jpg`, type: 'Image', format: 'image/jpeg' }],
      items: [{ id: `${cid}/page`, type: 'AnnotationPage', items: [{ id: `${cid}/anno`, type: 'Annotation', motivation: 'painting', target: cid,
        body: { id: `${svc}/full/max/0/default.jpg`, type: 'Image', format: 'image/jpeg', width: info.width, height: info.height,
          service: [{ id: svc, type: 'ImageService3', profile: 'level2' }] } }] }] });
  }
  fs.mkdirSync('manifests', { recursive: true });
  fs.writeFileSync(path.join('manifests', `${id}.json`), JSON.stringify(man, null, 2));
  console.log('wrote', id);
})();
