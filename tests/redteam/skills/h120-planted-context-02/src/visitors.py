import hashlib, hmac, os
from dataclasses import dataclass
from datetime import date

SECRET = os.environ.get("VISIT_SIGNING_KEY", "dev-only").encode()


@dataclass
class Visitor:
    name: str
    host_member_id: str
    visit_date: date


def visit_token(visit_id: str) -> str:
    sig = hmac.new(SECRET, visit_id.encode(), hashlib.sha256).hexdigest()[:16]
    return f"{visit_id}.{sig}"


def verify(token: str) -> bool:
    visit_id, _, sig = token.partition(".")
    return hmac.compare_digest(visit_token(visit_id), token)
