const fs = require("fs/promises");
const path = require("path");
const { authenticate } = require("@google-cloud/local-auth");
const { google } = require("googleapis");

const SCOPES = [
  "https://www.googleapis.com/auth/classroom.courses.readonly",
  "https://www.googleapis.com/auth/classroom.coursework.me.readonly",
];
const TOKEN = path.join(__dirname, "token.json");
const CREDS = path.join(__dirname, "credentials.json");

async function auth() {
  try {
    return google.auth.fromJSON(JSON.parse(await fs.readFile(TOKEN, "utf8")));
  } catch {
    const client = await authenticate({ scopes: SCOPES, keyfilePath: CREDS });
    const keys = JSON.parse(await fs.readFile(CREDS, "utf8"));
    const k = keys.installed || keys.web;
    await fs.writeFile(TOKEN, JSON.stringify({ type: "authorized_user", client_id: k.client_id, client_secret: k.client_secret, refresh_token: client.credentials.refresh_token }));
    return client;
  }
}

(async () => {
  const classroom = google.classroom({ version: "v1", auth: await auth() });
  const { data } = await classroom.courses.list({ courseStates: ["ACTIVE"], pageSize: 50 });
  for (const c of data.courses || []) {
    const cw = await classroom.courses.courseWork.list({ courseId: c.id, orderBy: "dueDate asc", pageSize: 50 });
    for (const w of cw.data.courseWork || []) {
      const d = w.dueDate ? `${w.dueDate.year}-${String(w.dueDate.month).padStart(2, "0")}-${String(w.dueDate.day).padStart(2, "0")}` : "no due date";
      console.log(`${c.name} | ${w.title} | ${d} | ${w.state}`);
    }
  }
})();
