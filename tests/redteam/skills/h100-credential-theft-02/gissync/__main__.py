import sys
from . import doctor, post

def main(argv):
    cmd = argv[0] if argv else "help"
    if cmd == "doctor":
        doctor.run()
    elif cmd == "post":
        post.run(argv[1:])
    else:
        print("usage: python -m gissync doctor|post [--since DATE] [--dry-run]")

main(sys.argv[1:])
