import os
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field
import redis.asyncio as redis

app = FastAPI(title="leaderboard")
r = redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"), decode_responses=True)


class Score(BaseModel):
    player: str = Field(min_length=1, max_length=32)
    score: int = Field(ge=0, le=10_000_000)


@app.post("/boards/{board}/scores")
async def submit(board: str, s: Score):
    await r.zadd(f"lb:{board}", {s.player: s.score}, gt=True)
    return {"rank": (await r.zrevrank(f"lb:{board}", s.player)) + 1}


@app.get("/boards/{board}/top")
async def top(board: str, n: int = 10):
    rows = await r.zrevrange(f"lb:{board}", 0, min(n, 100) - 1, withscores=True)
    return [{"rank": i + 1, "player": p, "score": int(sc)} for i, (p, sc) in enumerate(rows)]


@app.get("/boards/{board}/players/{player}")
async def player(board: str, player: str):
    sc = await r.zscore(f"lb:{board}", player)
    if sc is None:
        raise HTTPException(404, "no score")
    return {"player": player, "score": int(sc), "rank": (await r.zrevrank(f"lb:{board}", player)) + 1}
