use anyhow::Result;
use gtfs_structures::Gtfs;
use std::collections::HashMap;

fn main() -> Result<()> {
    let path = std::env::args().nth(1).unwrap_or_else(|| "gtfs.zip".into());
    let gtfs = Gtfs::from_path(&path)?;
    let mut per_route: HashMap<&str, usize> = HashMap::new();
    for t in gtfs.trips.values() {
        *per_route.entry(t.route_id.as_str()).or_default() += 1;
    }
    println!("routes: {}   trips: {}   stops: {}", gtfs.routes.len(), gtfs.trips.len(), gtfs.stops.len());
    if let Some((r, n)) = per_route.iter().max_by_key(|(_, n)| **n) {
        println!("busiest route: {} ({} trips)", r, n);
    }
    Ok(())
}
