from fastapi import FastAPI
app = FastAPI(title="PIM (local)")

@app.get("/styles/{style}")
def style(style: str):
    return {"style": style, "colourways": ["sage", "ecru", "navy"], "sizes": ["6", "8", "10", "12", "14"]}
