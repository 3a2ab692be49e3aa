extern "C" {
    fn crc32_compute(buf: *const u8, len: libc::size_t) -> u32;
}

/// Safe wrapper around the bundled C implementation.
pub fn crc32(data: &[u8]) -> u32 {
    unsafe { crc32_compute(data.as_ptr(), data.len()) }
}
