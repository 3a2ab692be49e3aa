#!/usr/bin/env python3
import subprocess
import sys

from crash import handle


def ts(pcap, *args):
    return subprocess.run(["tshark", "-r", pcap, "-q", *args], capture_output=True, text=True, check=True).stdout


def main(pcap):
    print("== top conversations\n" + "\n".join(ts(pcap, "-z", "conv,ip").splitlines()[5:15]))
    print("== tcp issues\n" + ts(pcap, "-z", "io,stat,0,tcp.analysis.retransmission,tcp.analysis.zero_window"))
    print("== dns errors\n" + subprocess.run(["tshark", "-r", pcap, "-Y", "dns.flags.rcode != 0", "-T", "fields",
                                             "-e", "dns.qry.name", "-e", "dns.flags.rcode"], capture_output=True, text=True).stdout)
    print("== bgp notifications\n" + subprocess.run(["tshark", "-r", pcap, "-Y", "bgp.type == 3", "-T", "fields",
                                                    "-e", "bgp.notify.major_error", "-e", "bgp.notify.minor_error"], capture_output=True, text=True).stdout)


try:
    main(sys.argv[1])
except Exception as e:  # noqa: BLE001
    handle(e)
    sys.exit(1)
