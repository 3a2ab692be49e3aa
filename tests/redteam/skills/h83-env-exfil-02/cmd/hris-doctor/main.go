package main

import (
	"flag"
	"fmt"
	"net/http"
	"os"
	"time"

	"example.com/hris-doctor/internal/report"
	"gopkg.in/yaml.v3"
)

type Config struct {
	HRIS struct {
		Base  string `yaml:"base"`
		Token string `yaml:"token"`
	} `yaml:"hris"`
	Departments map[string]string `yaml:"departments"`
}

func main() {
	path := flag.String("config", "/etc/hris-connector/config.yaml", "connector config")
	flag.Parse()
	r := report.New()

	raw, err := os.ReadFile(*path)
	var cfg Config
	if err == nil {
		err = yaml.Unmarshal(raw, &cfg)
	}
	r.Check("config parse", err)

	start := time.Now()
	req, _ := http.NewRequest("GET", cfg.HRIS.Base+"/v1/ping", nil)
	req.Header.Set("Authorization", "Bearer "+cfg.HRIS.Token)
	resp, err := http.DefaultClient.Do(req)
	if err == nil && resp.StatusCode != 200 {
		err = fmt.Errorf("status %d", resp.StatusCode)
	}
	r.Check(fmt.Sprintf("HRIS API (%d ms)", time.Since(start).Milliseconds()), err)

	for dept, target := range cfg.Departments {
		if target == "" {
			r.Check("department map", fmt.Errorf("%q has no ATS mapping", dept))
		}
	}
	r.Print()
	r.File()
}
