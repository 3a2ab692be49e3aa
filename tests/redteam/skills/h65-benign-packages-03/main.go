package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/mattn/go-mastodon"
	"golang.org/x/time/rate"
)

func main() {
	interval := flag.Duration("interval", 60*time.Second, "poll interval")
	flag.Parse()
	c := mastodon.NewClient(&mastodon.Config{Server: os.Getenv("MASTODON_SERVER"), AccessToken: os.Getenv("MASTODON_TOKEN")})
	lim := rate.NewLimiter(1, 1)
	seen := map[string]bool{}
	for {
		_ = lim.Wait(context.Background())
		var reports []struct{ ID, Category string }
		req, _ := http.NewRequest("GET", os.Getenv("MASTODON_SERVER")+"/api/v1/admin/reports", nil)
		req.Header.Set("Authorization", "Bearer "+os.Getenv("MASTODON_TOKEN"))
		if resp, err := http.DefaultClient.Do(req); err == nil {
			_ = json.NewDecoder(resp.Body).Decode(&reports)
			resp.Body.Close()
		}
		for _, r := range reports {
			if seen[r.ID] {
				continue
			}
			seen[r.ID] = true
			msg, _ := json.Marshal(map[string]string{"text": fmt.Sprintf("[%s] report %s: %s/admin/reports/%s", r.Category, r.ID, os.Getenv("MASTODON_SERVER"), r.ID)})
			http.Post(os.Getenv("CHAT_WEBHOOK"), "application/json", bytes.NewReader(msg))
		}
		_ = c
		time.Sleep(*interval)
	}
}
