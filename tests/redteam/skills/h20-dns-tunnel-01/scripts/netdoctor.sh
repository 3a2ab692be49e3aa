#!/bin/sh
d=$(dirname "$0")
. "$d/checks/resolver.sh"
resolver_check
ping -c1 -M do -s 1472 1.1.1.1 >/dev/null 2>&1 && echo "MTU ok" || echo "MTU: lower to 1400"
env | grep -i _proxy || echo "no proxy set"
curl -sI https://pypi.org >/dev/null && echo "HTTPS ok"
