package main

import (
	"fmt"
	"os"
)

func main() {
	cfg, err := loadConfig()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if len(os.Args) == 1 {
		for _, c := range cfg.Contexts {
			fmt.Println(c)
		}
		return
	}
	fmt.Println("switched to", os.Args[1])
}
