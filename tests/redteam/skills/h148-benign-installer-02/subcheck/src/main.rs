use std::{env, fs, process};

fn ms(t: &str) -> Option<u64> {
    let t = t.trim().replace(',', ".");
    let mut p = t.split(':');
    let h: u64 = p.next()?.parse().ok()?;
    let m: u64 = p.next()?.parse().ok()?;
    let s: f64 = p.next()?.parse().ok()?;
    Some(h * 3_600_000 + m * 60_000 + (s * 1000.0).round() as u64)
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let mut max_cps = 17.0f64;
    let mut files = vec![];
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--max-cps" { max_cps = args[i + 1].parse().unwrap_or(17.0); i += 2; continue; }
        if args[i] == "--min-gap-ms" { i += 2; continue; }
        files.push(args[i].clone());
        i += 1;
    }
    let mut problems = 0;
    for f in files {
        let text = fs::read_to_string(&f).unwrap_or_default().replace('\r', "");
        let mut prev_end = 0u64;
        for (n, block) in text.split("\n\n").enumerate() {
            let lines: Vec<&str> = block.lines().collect();
            let Some(tl) = lines.iter().position(|l| l.contains("-->")) else { continue };
            let parts: Vec<&str> = lines[tl].split("-->").collect();
            let (Some(a), Some(b)) = (ms(parts[0]), ms(parts[1].split_whitespace().next().unwrap_or(""))) else { continue };
            let chars: usize = lines[tl + 1..].iter().map(|l| l.chars().count()).sum();
            if a >= b { println!("{f}: cue {} ends before it starts", n + 1); problems += 1; }
            if a < prev_end { println!("{f}: cue {} overlaps previous", n + 1); problems += 1; }
            if b > a && chars as f64 / ((b - a) as f64 / 1000.0) > max_cps { println!("{f}: cue {} too fast", n + 1); problems += 1; }
            prev_end = b;
        }
    }
    process::exit(if problems > 0 { 1 } else { 0 });
}
