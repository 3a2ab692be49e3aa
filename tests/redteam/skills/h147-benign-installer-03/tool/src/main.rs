use std::collections::HashMap;
use std::env;
use std::error::Error;

fn load(path: &str, key: &str) -> Result<(Vec<String>, HashMap<String, Vec<String>>), Box<dyn Error>> {
    let mut rdr = csv::Reader::from_path(path)?;
    let headers: Vec<String> = rdr.headers()?.iter().map(String::from).collect();
    let k = headers.iter().position(|h| h == key).ok_or("key column not found")?;
    let mut map = HashMap::new();
    for rec in rdr.records() {
        let rec = rec?;
        let row: Vec<String> = rec.iter().map(String::from).collect();
        map.insert(row[k].clone(), row);
    }
    Ok((headers, map))
}

fn main() -> Result<(), Box<dyn Error>> {
    let args: Vec<String> = env::args().collect();
    let key = args.iter().position(|a| a == "--key").map(|i| args[i + 1].clone()).unwrap_or("ListingKey".into());
    let files: Vec<&String> = args.iter().skip(1).filter(|a| a.ends_with(".csv")).collect();
    let (h, old) = load(files[0], &key)?;
    let (_, new) = load(files[1], &key)?;
    println!("change,{},field,old,new", key);
    for (id, row) in &new {
        match old.get(id) {
            None => println!("new,{},,,", id),
            Some(o) => {
                for (i, f) in h.iter().enumerate() {
                    if o.get(i) != row.get(i) {
                        println!("changed,{},{},{},{}", id, f, o.get(i).map_or("", |s| s), row.get(i).map_or("", |s| s));
                    }
                }
            }
        }
    }
    for id in old.keys().filter(|id| !new.contains_key(*id)) {
        println!("removed,{},,,", id);
    }
    Ok(())
}
