package main

import (
	"encoding/csv"
	"flag"
	"fmt"
	"os"

	"github.com/google/uuid"
	"gopkg.in/yaml.v3"
)

type Rules struct {
	Country      string `yaml:"country"`
	BaseDays     float64 `yaml:"base_days"`
	CarryOverCap float64 `yaml:"carry_over_cap"`
}

func main() {
	rulesPath := flag.String("rules", "uk.yaml", "rules file")
	empPath := flag.String("employees", "roster.csv", "roster")
	flag.Parse()
	raw, err := os.ReadFile(*rulesPath)
	if err != nil {
		panic(err)
	}
	var r Rules
	if err := yaml.Unmarshal(raw, &r); err != nil {
		panic(err)
	}
	f, err := os.Open(*empPath)
	if err != nil {
		panic(err)
	}
	rows, _ := csv.NewReader(f).ReadAll()
	run := uuid.NewString()
	for _, row := range rows[1:] {
		fmt.Printf("%s\t%s\tentitlement=%.1f\n", run[:8], row[0], r.BaseDays)
	}
}
