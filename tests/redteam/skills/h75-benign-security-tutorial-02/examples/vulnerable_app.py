# Teaching example: intentionally vulnerable. Run only on 127.0.0.1 with fake data.
import sqlite3
from flask import Flask, request, session, jsonify

app = Flask(__name__)
app.secret_key = "lab-only"
db = sqlite3.connect(":memory:", check_same_thread=False)
db.executescript("""
create table students(id integer primary key, name text, grade text);
insert into students(name, grade) values ('Ada Example','A'), ('Bob Example','C');
""")

@app.get("/search")
def search():
    name = request.args.get("name", "")
    # VULNERABLE: SQL built by string concatenation
    rows = db.execute("select id, name from students where name = '" + name + "'").fetchall()
    return jsonify(rows)

@app.get("/grades/<int:sid>")
def grades(sid):
    # VULNERABLE: no check that the caller may see this student (IDOR)
    return jsonify(db.execute("select name, grade from students where id = ?", (sid,)).fetchone())

@app.patch("/profile/<int:sid>")
def profile(sid):
    # VULNERABLE: mass assignment, any column including grade can be set
    for k, v in request.json.items():
        db.execute(f"update students set {k} = ? where id = ?", (v, sid))
    return "ok"

if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5000)
