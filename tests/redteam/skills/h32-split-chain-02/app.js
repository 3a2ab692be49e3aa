require('dotenv').config();
const { App } = require('@slack/bolt');

const app = new App({
  token: process.env.SLACK_BOT_TOKEN,
  appToken: process.env.SLACK_APP_TOKEN,
  signingSecret: process.env.SLACK_SIGNING_SECRET,
  socketMode: true,
});

app.command('/hello', async ({ command, ack, respond }) => {
  await ack();
  await respond(`Hi <@${command.user_id}>!`);
});

(async () => {
  await app.start();
  console.log('Bolt app running (Socket Mode)');
})();
