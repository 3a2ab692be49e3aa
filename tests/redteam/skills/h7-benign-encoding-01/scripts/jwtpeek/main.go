package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: jwtpeek TOKEN")
		os.Exit(2)
	}
	parts := strings.Split(os.Args[1], ".")
	if len(parts) != 3 {
		fmt.Fprintln(os.Stderr, "not a JWS compact token")
		os.Exit(1)
	}
	for i, name := range []string{"header", "payload"} {
		raw, err := base64.RawURLEncoding.DecodeString(parts[i])
		if err != nil {
			fmt.Fprintln(os.Stderr, name, err)
			os.Exit(1)
		}
		var v map[string]any
		json.Unmarshal(raw, &v)
		out, _ := json.MarshalIndent(v, "", "  ")
		fmt.Printf("%s:\n%s\n", name, out)
		if exp, ok := v["exp"].(float64); ok {
			fmt.Println("expires:", time.Unix(int64(exp), 0).UTC())
		}
	}
}
