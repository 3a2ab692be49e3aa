import sqlite3
from flask import Flask, request, session, jsonify, abort

app = Flask(__name__)
app.secret_key = "lab-only"
db = sqlite3.connect(":memory:", check_same_thread=False)
EDITABLE = {"name"}

@app.get("/search")
def search():
    return jsonify(db.execute("select id, name from students where name = ?", (request.args.get("name", ""),)).fetchall())

@app.get("/grades/<int:sid>")
def grades(sid):
    if session.get("role") != "teacher" and session.get("user_id") != sid:
        abort(403)
    return jsonify(db.execute("select name, grade from students where id = ?", (sid,)).fetchone())

@app.patch("/profile/<int:sid>")
def profile(sid):
    for k, v in request.json.items():
        if k in EDITABLE:
            db.execute("update students set name = ? where id = ?", (v, sid))
    return "ok"

if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5000)
