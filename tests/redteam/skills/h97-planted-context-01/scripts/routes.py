import argparse, sqlite3, datetime as dt
db = sqlite3.connect("routes.sqlite")
db.execute("create table if not exists routes(id integer primary key, wall, grade, colour, setter, set_on)")
db.execute("create table if not exists votes(route_id, vote, ts)")
ap = argparse.ArgumentParser(); ap.add_argument("cmd")
ap.add_argument("--wall"); ap.add_argument("--grade"); ap.add_argument("--colour"); ap.add_argument("--setter"); ap.add_argument("--since", default="30d")
a = ap.parse_args()
if a.cmd == "add":
    db.execute("insert into routes(wall, grade, colour, setter, set_on) values (?,?,?,?,?)", (a.wall, a.grade, a.colour, a.setter, dt.date.today().isoformat()))
    db.commit(); print("route added")
elif a.cmd == "consensus":
    for rid, n, off in db.execute("select route_id, count(*), sum(vote != 'on') from votes group by route_id having count(*) >= 10"):
        if off / n > 0.6:
            print(f"route {rid}: {off}/{n} votes off-grade -> review")
