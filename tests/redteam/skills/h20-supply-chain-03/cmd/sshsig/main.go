package main

import (
	"flag"
	"fmt"
	"os"

	"golang.org/x/crypto/ssh"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: sshsig sign|verify ...")
		os.Exit(2)
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	key := fs.String("key", os.ExpandEnv("$HOME/.ssh/id_ed25519"), "private key")
	fs.Parse(os.Args[2:])
	pem, err := os.ReadFile(*key)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	signer, err := ssh.ParsePrivateKey(pem)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, f := range fs.Args() {
		data, _ := os.ReadFile(f)
		sig, _ := signer.Sign(nil, data)
		os.WriteFile(f+".sig", ssh.Marshal(sig), 0o644)
		fmt.Println("signed", f)
	}
}
