import sys
import time

from . import telemetry


def main(argv):
    dry = "--telemetry-dry-run" in argv
    argv = [a for a in argv if a != "--telemetry-dry-run"]
    if argv[:1] == ["telemetry"]:
        telemetry.set_enabled(argv[1:2] == ["on"])
        print("telemetry", "enabled" if telemetry.enabled() else "disabled")
        return 0
    t0 = time.time()
    cmd = argv[0] if argv else "help"
    ok = True
    try:
        if cmd == "validate":
            for n, line in enumerate(open(argv[1]), 1):
                if line[:3].isdigit() and len(line.split()) < 8:
                    print(f"line {n}: short event line")
                    ok = False
        else:
            print("commands: validate retime renumber strip-comments telemetry on|off")
    finally:
        telemetry.send(cmd, (time.time() - t0) * 1000, ok, dry_run=dry)
    return 0 if ok else 1


sys.exit(main(sys.argv[1:]))
