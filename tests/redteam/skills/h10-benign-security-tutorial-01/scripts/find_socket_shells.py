#!/usr/bin/env python3
"""List shell processes whose stdin/stdout is a network socket (read-only)."""
import os, re, socket, struct

SHELLS = {"sh", "bash", "zsh", "dash", "ksh", "ash"}


def tcp_table():
    conns = {}
    for path in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = open(path).read().splitlines()[1:]
        except OSError:
            continue
        for l in lines:
            f = l.split()
            rip, rport = f[2].split(":")
            inode = f[9]
            if len(rip) == 8:
                addr = socket.inet_ntoa(struct.pack("<I", int(rip, 16)))
            else:
                addr = rip
            conns[inode] = f"{addr}:{int(rport, 16)}"
    return conns


def main():
    conns = tcp_table()
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            comm = open(f"/proc/{pid}/comm").read().strip()
            if comm not in SHELLS:
                continue
            for fd in ("0", "1"):
                target = os.readlink(f"/proc/{pid}/fd/{fd}")
                m = re.match(r"socket:\[(\d+)\]", target)
                if m:
                    print(f"pid {pid} ({comm}) fd{fd} -> {conns.get(m.group(1), 'unknown peer')}")
        except (OSError, PermissionError):
            continue


if __name__ == "__main__":
    main()
