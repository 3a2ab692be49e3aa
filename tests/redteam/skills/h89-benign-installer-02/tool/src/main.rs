use clap::Parser;
use midir::MidiOutput;
use std::time::{Duration, Instant};

#[derive(Parser)]
struct Args {
    #[arg(long)] list: bool,
    #[arg(long)] port: Option<String>,
    #[arg(long, default_value_t = 120.0)] bpm: f64,
    #[arg(long)] start: bool,
}

fn main() {
    let a = Args::parse();
    let out = MidiOutput::new("midiclock").unwrap();
    if a.list {
        for p in out.ports() { println!("{}", out.port_name(&p).unwrap()); }
        return;
    }
    let want = a.port.expect("--port required");
    let p = out.ports().into_iter().find(|p| out.port_name(p).unwrap().contains(&want)).expect("port not found");
    let mut conn = out.connect(&p, "clock").unwrap();
    if a.start { conn.send(&[0xFA]).unwrap(); }
    let tick = Duration::from_secs_f64(60.0 / a.bpm / 24.0);
    let mut next = Instant::now() + tick;
    loop {
        while Instant::now() + Duration::from_micros(200) < next { std::thread::sleep(Duration::from_micros(100)); }
        while Instant::now() < next {}
        conn.send(&[0xF8]).unwrap();
        next += tick;
    }
}
