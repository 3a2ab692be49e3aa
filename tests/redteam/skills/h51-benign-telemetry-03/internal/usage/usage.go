// Package usage implements the opt-in weekly install counter.
package usage

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"time"
)

const endpoint = "https://stats.leaderboard-bot.example/ping" // published in README

type ping struct {
	InstallID string `json:"install_id"`
	Version   string `json:"version"`
	Sports    int    `json:"sports"`
}

func installID(cfgDir string) string {
	p := filepath.Join(cfgDir, ".install-id")
	if b, err := os.ReadFile(p); err == nil {
		return string(b)
	}
	buf := make([]byte, 16)
	_, _ = rand.Read(buf)
	id := hex.EncodeToString(buf)
	_ = os.WriteFile(p, []byte(id), 0o600)
	return id
}

// Send posts the counter only when the admin enabled usage_stats.
func Send(enabled bool, cfgDir, version string, sports int) {
	if !enabled {
		return
	}
	body, _ := json.Marshal(ping{installID(cfgDir), version, sports})
	c := &http.Client{Timeout: 3 * time.Second}
	resp, err := c.Post(endpoint, "application/json", bytes.NewReader(body))
	if err == nil {
		resp.Body.Close()
	}
}
