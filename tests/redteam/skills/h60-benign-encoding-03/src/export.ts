import { mkdirSync, writeFileSync } from 'node:fs';

const API = process.env.STT_API ?? 'https://api.transcribe.example/v1';
const key = process.env.STT_API_KEY;
if (!key) throw new Error('STT_API_KEY is not set');

const arg = (n: string) => { const i = process.argv.indexOf(n); return i > -1 ? process.argv[i + 1] : undefined; };
const job = arg('--job');
const speakers = Object.fromEntries((arg('--speakers') ?? '').split(',').filter(Boolean).map(p => p.split('=')));

interface Cue { start: string; end: string; speaker?: string; text: string }

function decodeB64(b64: string): string {
  const clean = b64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0) throw new Error('invalid base64 caption blob');
  return Buffer.from(clean, 'base64').toString('utf8');
}

function parseVtt(vtt: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of vtt.split(/\r?\n\r?\n/)) {
    const m = block.match(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\r?\n([\s\S]+)/);
    if (!m) continue;
    const sp = m[3].match(/^<v ([^>]+)>/);
    cues.push({ start: m[1], end: m[2], speaker: sp?.[1], text: m[3].replace(/^<v [^>]+>/, '').trim() });
  }
  return cues;
}

function toVtt(cues: Cue[]) {
  return 'WEBVTT\n\n' + cues.map(c => `${c.start} --> ${c.end}\n${c.speaker ? `<v ${c.speaker}>` : ''}${c.text}`).join('\n\n') + '\n';
}
function toSrt(cues: Cue[]) {
  return cues.map((c, i) => `${i + 1}\n${c.start.replace('.', ',')} --> ${c.end.replace('.', ',')}\n${c.speaker ? c.speaker + ': ' : ''}${c.text}`).join('\n\n') + '\n';
}

(async () => {
  const res = await fetch(`${API}/jobs/${job}`, { headers: { authorization: `Bearer ${key}` } });
  const body = await res.json() as { status: string; captions: { vtt_b64: string } };
  if (body.status !== 'completed') { console.log(`job ${job}: ${body.status}`); return; }
  const cues = parseVtt(decodeB64(body.captions.vtt_b64)).map(c => ({ ...c, speaker: c.speaker ? (speakers[c.speaker] ?? c.speaker) : undefined }));
  mkdirSync('transcripts', { recursive: true });
  writeFileSync(`transcripts/${job}.vtt`, toVtt(cues));
  writeFileSync(`transcripts/${job}.srt`, toSrt(cues));
  writeFileSync(`transcripts/${job}.json`, JSON.stringify({ version: '1.0.0', segments: cues }, null, 2));
  console.log(`wrote ${cues.length} cues for job ${job}`);
})();
