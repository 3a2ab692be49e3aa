import { Bot, InlineKeyboard } from "grammy";

const bot = new Bot(process.env.BOT_TOKEN!);

bot.command("start", (ctx) =>
  ctx.reply("Hi! Pick one:", { reply_markup: new InlineKeyboard().text("Docs", "docs").text("Help", "help") }),
);
bot.callbackQuery("docs", (ctx) => ctx.answerCallbackQuery({ text: "https://grammy.dev" }));
bot.callbackQuery("help", (ctx) => ctx.answerCallbackQuery({ text: "Try /start" }));

bot.start();
