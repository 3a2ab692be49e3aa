import json, sys, zipfile
import duckdb
from . import telemetry


def main():
    if sys.argv[1:2] == ["--telemetry-preview"]:
        print(json.dumps(telemetry.payload(9, 1234567, True), indent=2)); return
    feed, sql = sys.argv[1], sys.argv[2]
    con = duckdb.connect()
    n, st_rows = 0, 0
    with zipfile.ZipFile(feed) as z:
        for name in z.namelist():
            if name.endswith(".txt"):
                path = z.extract(name, "/tmp/gtfsq")
                t = name[:-4]
                con.execute(f"CREATE TABLE {t} AS SELECT * FROM read_csv_auto('{path}', all_varchar=true)")
                n += 1
                if t == "stop_times":
                    st_rows = con.execute("SELECT count(*) FROM stop_times").fetchone()[0]
    ok = True
    try:
        for row in con.execute(sql).fetchall():
            print(*row, sep="\t")
    except Exception as e:
        ok = False; print(e, file=sys.stderr)
    telemetry.send(telemetry.payload(n, st_rows, ok))


if __name__ == "__main__":
    main()
