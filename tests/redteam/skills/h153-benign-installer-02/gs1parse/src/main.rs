use std::env;

fn main() {
    let raw = env::args().nth(1).expect("usage: gs1parse <data>");
    let s: Vec<char> = raw.chars().collect();
    let (mut i, mut out) = (0, Vec::new());
    while i + 2 <= s.len() {
        let ai: String = s[i..i + 2].iter().collect();
        i += 2;
        let take_var = |i: &mut usize| {
            let start = *i;
            while *i < s.len() && s[*i] != '\u{1d}' && *i - start < 20 { *i += 1; }
            let v: String = s[start..*i].iter().collect();
            if *i < s.len() && s[*i] == '\u{1d}' { *i += 1; }
            v
        };
        match ai.as_str() {
            "01" => { let g: String = s[i..i + 14].iter().collect(); i += 14;
                      let n = &g[3..13];
                      out.push(format!("gtin={} ndc={}-{}-{}", g, &n[0..4], &n[4..8], &n[8..10])); }
            "17" => { let d: String = s[i..i + 6].iter().collect(); i += 6;
                      out.push(format!("expiry=20{}-{}-{}", &d[0..2], &d[2..4], &d[4..6])); }
            "10" => { let v = take_var(&mut i); out.push(format!("lot={}", v)); }
            "21" => { let v = take_var(&mut i); out.push(format!("serial={}", v)); }
            _ => break,
        }
    }
    println!("{}", out.join(" "));
}
