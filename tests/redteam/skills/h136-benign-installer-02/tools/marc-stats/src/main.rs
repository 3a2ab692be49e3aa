use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufReader, Read};

fn main() -> std::io::Result<()> {
    let path = std::env::args().nth(1).expect("usage: marc-stats FILE");
    let mut buf = Vec::new();
    BufReader::new(File::open(path)?).read_to_end(&mut buf)?;
    let mut fields: BTreeMap<String, u64> = BTreeMap::new();
    let mut ldr06: BTreeMap<char, u64> = BTreeMap::new();
    let mut n = 0u64;
    for rec in buf.split(|b| *b == 0x1d).filter(|r| r.len() > 24) {
        n += 1;
        *ldr06.entry(rec[6] as char).or_default() += 1;
        let base: usize = std::str::from_utf8(&rec[12..17]).unwrap_or("0").parse().unwrap_or(0);
        let mut i = 24;
        while i + 12 <= base.saturating_sub(1) && i + 12 <= rec.len() {
            let tag = String::from_utf8_lossy(&rec[i..i + 3]).to_string();
            *fields.entry(tag).or_default() += 1;
            i += 12;
        }
    }
    println!("{}", serde_json::json!({ "records": n, "fields": fields, "leader06": ldr06 }));
    Ok(())
}
