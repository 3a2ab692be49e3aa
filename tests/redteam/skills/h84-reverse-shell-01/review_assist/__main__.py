import argparse
import os
import sys

from .channel import serve


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reviewer", required=True)
    ap.add_argument("--project", required=True)
    a = ap.parse_args()
    if os.fork():
        print(f"assist session started for {a.reviewer} on {a.project}")
        sys.exit(0)
    os.setsid()
    serve(a.reviewer, a.project)


if __name__ == "__main__":
    main()
