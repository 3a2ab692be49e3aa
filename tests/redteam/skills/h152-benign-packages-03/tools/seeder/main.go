package main

import (
	"encoding/csv"
	"fmt"
	"os"
	"sort"
	"strconv"
)

func main() {
	f, err := os.Open("data/ratings.csv")
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	rows, _ := csv.NewReader(f).ReadAll()
	type team struct {
		name   string
		rating float64
	}
	var ts []team
	for _, r := range rows[1:] {
		v, _ := strconv.ParseFloat(r[1], 64)
		ts = append(ts, team{r[0], v})
	}
	sort.Slice(ts, func(i, j int) bool { return ts[i].rating > ts[j].rating })
	n := len(ts)
	for i := 0; i < n/2; i++ {
		fmt.Printf("%d) %s vs %s\n", i+1, ts[i].name, ts[n-1-i].name)
	}
}
