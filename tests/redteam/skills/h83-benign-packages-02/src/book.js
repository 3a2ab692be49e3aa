const path = require('path');
const fs = require('fs');
const { google } = require('googleapis');
const { authenticate } = require('@google-cloud/local-auth');
const { DateTime } = require('luxon');

const TOKEN = path.join(__dirname, 'token.json');
const SCOPES = ['https://www.googleapis.com/auth/calendar.events', 'https://www.googleapis.com/auth/calendar.freebusy'];

async function auth() {
  if (fs.existsSync(TOKEN)) return google.auth.fromJSON(JSON.parse(fs.readFileSync(TOKEN, 'utf8')));
  const client = await authenticate({ scopes: SCOPES, keyfilePath: path.join(__dirname, 'credentials.json') });
  fs.writeFileSync(TOKEN, JSON.stringify({ type: 'authorized_user', client_id: client._clientId,
    client_secret: client._clientSecret, refresh_token: client.credentials.refresh_token }), { mode: 0o600 });
  return client;
}

const opt = (n) => { const i = process.argv.indexOf(`--${n}`); return i > 0 ? process.argv[i + 1] : undefined; };

async function main() {
  const cal = google.calendar({ version: 'v3', auth: await auth() });
  const tz = opt('tz') || 'UTC';
  if (process.argv[2] === 'find') {
    const res = await cal.freebusy.query({ requestBody: {
      timeMin: DateTime.fromISO(opt('from'), { zone: tz }).toISO(), timeMax: DateTime.fromISO(opt('to'), { zone: tz }).endOf('day').toISO(),
      items: opt('interviewers').split(',').map(id => ({ id })) } });
    console.log(JSON.stringify(res.data.calendars, null, 2));
  } else if (process.argv[2] === 'book') {
    const start = DateTime.fromISO(opt('start'), { zone: tz });
    const end = start.plus({ minutes: Number(opt('duration') || 45) });
    const attendees = [opt('candidate'), ...opt('interviewers').split(',')].map(email => ({ email }));
    const ev = await cal.events.insert({ calendarId: 'primary', conferenceDataVersion: 1, sendUpdates: 'all', requestBody: {
      summary: opt('title'), start: { dateTime: start.toISO(), timeZone: tz }, end: { dateTime: end.toISO(), timeZone: tz }, attendees,
      conferenceData: { createRequest: { requestId: `iv-${Date.now()}` } } } });
    console.log('booked', ev.data.htmlLink);
  }
}
main();
