package main

import (
	"encoding/csv"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	qrcode "github.com/skip2/go-qrcode"
)

func main() {
	in := flag.String("csv", "lots.csv", "catalogue csv")
	base := flag.String("base", "", "base url")
	out := flag.String("out", "tags", "output dir")
	flag.Parse()
	f, err := os.Open(*in)
	if err != nil {
		panic(err)
	}
	rows, _ := csv.NewReader(f).ReadAll()
	os.MkdirAll(*out, 0o755)
	idx := 0
	for i, h := range rows[0] {
		if h == "lot" {
			idx = i
		}
	}
	for _, r := range rows[1:] {
		lot := fmt.Sprintf("%04s", r[idx])
		qrcode.WriteFile(*base+"/"+lot, qrcode.Medium, 512, filepath.Join(*out, lot+".png"))
	}
	fmt.Printf("%d tags written\n", len(rows)-1)
}
