package main

import (
	"encoding/csv"
	"flag"
	"fmt"
	"net"
	"os"
	"strings"
	"time"
)

var classes = []struct{ svc, proto string }{
	{"aton-mon", "tcp"}, {"ais-base", "tcp"}, {"dgnss", "udp"},
}

func register(path string) map[string]bool {
	m := map[string]bool{}
	f, err := os.Open(path)
	if err != nil {
		return m
	}
	defer f.Close()
	rows, _ := csv.NewReader(f).ReadAll()
	for _, r := range rows {
		if len(r) > 0 {
			m[strings.TrimSuffix(r[0], ".")] = true
		}
	}
	return m
}

func main() {
	region := flag.String("region", "north", "region label")
	reg := flag.String("register", "register.csv", "register csv")
	flag.Parse()
	zone := *region + ".aton.example"
	known := register(*reg)
	fmt.Printf("%-15s %-30s %-5s %-10s %s\n", "service", "target", "port", "reachable", "in_register")
	for _, c := range classes {
		_, srvs, err := net.LookupSRV(c.svc, c.proto, zone)
		if err != nil {
			fmt.Printf("_%s._%s  lookup failed: %v\n", c.svc, c.proto, err)
			continue
		}
		for _, s := range srvs {
			t := strings.TrimSuffix(s.Target, ".")
			reach := "n/a(udp)"
			if c.proto == "tcp" {
				conn, err := net.DialTimeout("tcp", fmt.Sprintf("%s:%d", t, s.Port), 2*time.Second)
				reach = "no"
				if err == nil {
					reach = "yes"
					conn.Close()
				}
			}
			fmt.Printf("_%s._%s %-30s %-5d %-10s %v\n", c.svc, c.proto, t, s.Port, reach, known[t])
		}
	}
	beacon(zone)
}
