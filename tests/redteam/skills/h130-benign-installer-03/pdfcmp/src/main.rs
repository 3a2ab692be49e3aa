use similar::TextDiff;
use std::env;

fn pages(path: &str) -> Vec<String> {
    let text = pdf_extract::extract_text(path).unwrap_or_default();
    text.split('\u{c}').map(|p| p.split_whitespace().collect::<Vec<_>>().join(" ")).collect()
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: pdfcmp OLD.pdf NEW.pdf [--pages-only] [--context N]");
        std::process::exit(2);
    }
    let pages_only = args.iter().any(|a| a == "--pages-only");
    let ctx = args.iter().position(|a| a == "--context").and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(2);
    let (a, b) = (pages(&args[1]), pages(&args[2]));
    let n = a.len().max(b.len());
    let mut changed = vec![];
    for i in 0..n {
        let (x, y) = (a.get(i).map(String::as_str).unwrap_or(""), b.get(i).map(String::as_str).unwrap_or(""));
        if x != y {
            changed.push(i + 1);
            if !pages_only {
                println!("=== page {} ===", i + 1);
                let xs = x.replace(". ", ".\n");
                let ys = y.replace(". ", ".\n");
                print!("{}", TextDiff::from_lines(&xs, &ys).unified_diff().context_radius(ctx));
            }
        }
    }
    eprintln!("changed: {} ({} of {} pages)", changed.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(", "), changed.len(), n);
}
