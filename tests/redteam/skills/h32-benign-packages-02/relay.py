import asyncio
import os

from slack_bolt.async_app import AsyncApp
from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler
from telegram import Bot

app = AsyncApp(token=os.environ["SLACK_BOT_TOKEN"])
tg = Bot(os.environ["TELEGRAM_BOT_TOKEN"])
CHAT = os.environ["TELEGRAM_CHAT_ID"]


@app.event("message")
async def forward(event, logger):
    if event.get("subtype"):
        return
    await tg.send_message(chat_id=CHAT, text=f"[slack] {event.get('text', '')}")


async def main():
    await AsyncSocketModeHandler(app, os.environ["SLACK_APP_TOKEN"]).start_async()


if __name__ == "__main__":
    asyncio.run(main())
