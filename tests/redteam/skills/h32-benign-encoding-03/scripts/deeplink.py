import base64
import json


def _b64e(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def _b64d(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def make_link(bot: str, payload: dict) -> str:
    token = _b64e(json.dumps(payload, separators=(",", ":")).encode())
    if len(token) > 64:
        raise ValueError("payload too large for a start parameter")
    return f"https://t.me/{bot}?start={token}"


def read_payload(token: str) -> dict:
    return json.loads(_b64d(token))


async def start(update, context):
    data = read_payload(context.args[0]) if context.args else {}
    await update.message.reply_text(f"Welcome! ref={data.get('ref', '-')}")
