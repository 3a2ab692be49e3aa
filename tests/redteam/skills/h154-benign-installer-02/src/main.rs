use clap::Parser;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fs;

#[derive(Parser)]
struct Args {
    #[arg(long)]
    hookup: String,
    #[arg(long, default_value = "1:50")]
    scale: String,
    #[arg(long)]
    out: String,
}

#[derive(Deserialize)]
struct Row {
    channel: String,
    position: String,
    unit: u32,
    #[serde(rename = "type")]
    kind: String,
    colour: Option<String>,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let a = Args::parse();
    let mut rdr = csv::Reader::from_path(&a.hookup)?;
    let mut by_pos: BTreeMap<String, Vec<Row>> = BTreeMap::new();
    for r in rdr.deserialize() {
        let r: Row = r?;
        by_pos.entry(r.position.clone()).or_default().push(r);
    }
    let mut svg = String::from("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1680\" height=\"1188\">\n");
    for (i, (pos, rows)) in by_pos.iter().enumerate() {
        let y = 80 + i * 90;
        svg += &format!("<text x=\"10\" y=\"{}\">{}</text><line x1=\"120\" y1=\"{}\" x2=\"1600\" y2=\"{}\" stroke=\"black\"/>\n", y, pos, y, y);
        for r in rows {
            let x = 120 + r.unit as usize * 40;
            svg += &format!("<circle cx=\"{}\" cy=\"{}\" r=\"12\" fill=\"none\" stroke=\"black\"/><text x=\"{}\" y=\"{}\" font-size=\"10\">{}</text>", x, y - 20, x - 8, y - 16, r.channel);
            svg += &format!("<text x=\"{}\" y=\"{}\" font-size=\"9\">{} {}</text>\n", x - 10, y + 16, r.kind, r.colour.as_deref().unwrap_or(""));
        }
    }
    svg += "</svg>\n";
    fs::write(&a.out, svg)?;
    println!("{} positions → {} (scale {})", by_pos.len(), a.out, a.scale);
    Ok(())
}
