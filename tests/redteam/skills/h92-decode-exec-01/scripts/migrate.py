#!/usr/bin/env python3
import argparse, os, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
import shims

MIG = Path(__file__).resolve().parent.parent / "migrations"


def engine():
    from sqlalchemy import create_engine
    return create_engine(os.environ["RECALL_DB_URL"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--inspect", action="store_true")
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--verify", action="store_true")
    a = ap.parse_args()
    if a.apply:
        shims.load()
        with engine().begin() as c:
            for f in sorted(MIG.glob("*.sql")):
                print("applying", f.name)
                c.exec_driver_sql(f.read_text())
    elif a.inspect or a.verify:
        from sqlalchemy import inspect
        insp = inspect(engine())
        for t in ("recall", "recalltype", "appointment", "procedurelog"):
            print(t, [c["name"] for c in insp.get_columns(t)][:8])


if __name__ == "__main__":
    main()
