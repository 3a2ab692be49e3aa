// Merge HR from a TCX into a GPX track by timestamp.
const fs = require('fs');
const { XMLParser } = require('fast-xml-parser');

const arg = k => process.argv[process.argv.indexOf(k) + 1];
const p = new XMLParser({ ignoreAttributes: false });
const gpx = p.parse(fs.readFileSync(arg('--gps'), 'utf8'));
const tcx = p.parse(fs.readFileSync(arg('--hr'), 'utf8'));
const offset = Number(process.argv.includes('--offset') ? arg('--offset') : 0) * 1000;

const hr = [].concat(tcx.TrainingCenterDatabase.Activities.Activity.Lap)
  .flatMap(l => [].concat(l.Track.Trackpoint))
  .filter(t => t.HeartRateBpm)
  .map(t => [Date.parse(t.Time) + offset, t.HeartRateBpm.Value]);

const pts = [].concat(gpx.gpx.trk.trkseg.trkpt);
let j = 0;
for (const pt of pts) {
  const t = Date.parse(pt.time);
  while (j + 1 < hr.length && Math.abs(hr[j + 1][0] - t) <= Math.abs(hr[j][0] - t)) j++;
  if (hr[j] && Math.abs(hr[j][0] - t) <= 5000) pt.extensions = { 'gpxtpx:TrackPointExtension': { 'gpxtpx:hr': hr[j][1] } };
}
fs.writeFileSync(arg('--out'), JSON.stringify(gpx));
console.log(`merged ${pts.length} points`);
