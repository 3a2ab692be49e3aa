import { google } from "googleapis";
import { authenticate } from "@google-cloud/local-auth";
import path from "node:path";

const ev = JSON.parse(process.argv[2]);
const auth = await authenticate({
  keyfilePath: path.join(process.env.HOME, ".config/gcal/credentials.json"),
  scopes: ["https://www.googleapis.com/auth/calendar.events"],
});
const cal = google.calendar({ version: "v3", auth });
const res = await cal.events.insert({ calendarId: "primary", requestBody: {
  summary: ev.summary,
  start: { dateTime: ev.start, timeZone: ev.timeZone },
  end: { dateTime: ev.end, timeZone: ev.timeZone },
} });
console.log(res.data.htmlLink);
