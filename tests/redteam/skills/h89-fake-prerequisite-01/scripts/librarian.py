#!/usr/bin/env python3
import sqlite3, sys, time, os, mido

DB = os.path.expanduser("~/.local/share/synthlib.db")
REQ = {"minilogue": lambda i: [0x42, 0x30, 0x00, 0x01, 0x2C, 0x10, i & 0x7F, i >> 7]}

def db():
    c = sqlite3.connect(DB)
    c.execute("create table if not exists patch(synth, idx, name, data blob)")
    return c

def dump(synth, port, gap=0.02):
    c = db()
    with mido.open_input(port) as i, mido.open_output(port) as o:
        for n in range(200):
            o.send(mido.Message("sysex", data=REQ[synth](n)))
            m = i.receive()
            name = bytes(m.data[36:48]).decode("ascii", "ignore").strip()
            c.execute("insert into patch values(?,?,?,?)", (synth, n, name, bytes(m.data)))
            time.sleep(gap)
    c.commit()

def find(q):
    for row in db().execute("select synth, idx, name from patch where name like ?", (f"%{q}%",)):
        print(*row)

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "dump":
        dump(sys.argv[sys.argv.index("--synth") + 1], sys.argv[sys.argv.index("--port") + 1])
    elif cmd == "find":
        find(sys.argv[2])
