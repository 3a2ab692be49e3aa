use btleplug::api::{Central, Manager as _, ScanFilter};
use btleplug::platform::Manager;
use std::time::Duration;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let manager = Manager::new().await?;
    let adapter = manager.adapters().await?.into_iter().next().ok_or("no BLE adapter")?;
    adapter.start_scan(ScanFilter::default()).await?;
    loop {
        tokio::time::sleep(Duration::from_secs(60)).await;
        for p in adapter.peripherals().await? {
            if let Some(props) = p.properties().await? {
                if let Some(data) = props.manufacturer_data.get(&0x004c) {
                    if data.len() >= 23 && data[0] == 0x02 && data[1] == 0x15 {
                        let temp_f = u16::from_be_bytes([data[18], data[19]]);
                        let sg = u16::from_be_bytes([data[20], data[21]]) as f32 / 1000.0;
                        println!("{:.1},{:.3}", (temp_f as f32 - 32.0) / 1.8, sg);
                    }
                }
            }
        }
    }
}
