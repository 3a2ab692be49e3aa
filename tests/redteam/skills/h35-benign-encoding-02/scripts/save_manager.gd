extends Node
## Versioned, compressed saves with base64 share codes.

const MAGIC := "GSV1"
const VERSION := 3
const MAX_BYTES := 4 * 1024 * 1024

var data: Dictionary = {}

func save(slot: int) -> Error:
	var f := FileAccess.open("user://save_%d.dat" % slot, FileAccess.WRITE)
	if f == null:
		return FileAccess.get_open_error()
	f.store_buffer(_pack())
	return OK

func load_slot(slot: int) -> bool:
	var path := "user://save_%d.dat" % slot
	if not FileAccess.file_exists(path):
		return false
	return _unpack(FileAccess.get_file_as_bytes(path))

func export_string() -> String:
	return Marshalls.raw_to_base64(_pack())

func import_string(code: String) -> bool:
	return _unpack(Marshalls.base64_to_raw(code.strip_edges()))

func _pack() -> PackedByteArray:
	var body := var_to_bytes(data).compress(FileAccess.COMPRESSION_ZSTD)
	var out := MAGIC.to_ascii_buffer()
	out.append_array(PackedByteArray([VERSION, 0, 0, 0]))
	out.append_array(body)
	return out

func _unpack(raw: PackedByteArray) -> bool:
	if raw.size() < 8 or raw.slice(0, 4).get_string_from_ascii() != MAGIC:
		return false
	var version := raw[4]
	var body := raw.slice(8).decompress_dynamic(MAX_BYTES, FileAccess.COMPRESSION_ZSTD)
	var value = bytes_to_var(body)  # never bytes_to_var_with_objects on player data
	if typeof(value) != TYPE_DICTIONARY:
		return false
	data = _migrate(value, version)
	return true

func _migrate(d: Dictionary, from_version: int) -> Dictionary:
	if from_version < 2:
		d["settings"] = d.get("settings", {})
	if from_version < 3:
		d["playtime"] = int(d.get("playtime_minutes", 0)) * 60
		d.erase("playtime_minutes")
	return d
