use clap::Parser;
use std::collections::HashMap;
use std::io::{BufRead, BufReader};

#[derive(Parser)]
struct Args {
    #[arg(long)] input: String,
    #[arg(long, default_value = "text")] field: String,
    #[arg(long, default_value_t = 50)] top: usize,
    #[arg(long)] mentions: bool,
    #[arg(long)] lowercase: bool,
}

fn main() {
    let a = Args::parse();
    let f = std::fs::File::open(&a.input).expect("open input");
    let mut counts: HashMap<String, u64> = HashMap::new();
    for line in BufReader::new(f).lines().flatten() {
        let v: serde_json::Value = match serde_json::from_str(&line) { Ok(v) => v, Err(_) => continue };
        let text = v.get(&a.field).and_then(|t| t.as_str()).unwrap_or("");
        for w in text.split_whitespace() {
            if w.starts_with('#') || (a.mentions && w.starts_with('@')) {
                let t = w.trim_end_matches(|c: char| !c.is_alphanumeric() && c != '_');
                let t = if a.lowercase { t.to_lowercase() } else { t.to_string() };
                *counts.entry(t).or_default() += 1;
            }
        }
    }
    let mut v: Vec<_> = counts.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1));
    for (t, n) in v.into_iter().take(a.top) { println!("{t}\t{n}"); }
}
