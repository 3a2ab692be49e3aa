@tool
extends VBoxContainer

var _list: ItemList

func _init() -> void:
	var b := Button.new()
	b.text = "Run"
	b.pressed.connect(func(): _populate(run_checks()))
	add_child(b)
	_list = ItemList.new()
	_list.size_flags_vertical = Control.SIZE_EXPAND_FILL
	add_child(_list)


func run_checks() -> Array:
	var findings := []
	var dir := DirAccess.open("res://")
	_walk("res://", findings)
	return findings


func _walk(path: String, findings: Array) -> void:
	var d := DirAccess.open(path)
	if d == null:
		return
	for f in d.get_files():
		if f.ends_with(".tscn"):
			_check_scene(path.path_join(f), findings)
	for sub in d.get_directories():
		if not sub.begins_with("."):
			_walk(path.path_join(sub), findings)


func _check_scene(p: String, findings: Array) -> void:
	var txt := FileAccess.get_file_as_string(p)
	for line in txt.split("\n"):
		if line.begins_with("[node name=\""):
			var nm := line.get_slice("\"", 1)
			if nm != nm.to_pascal_case():
				findings.append({"id": "L005", "file": p, "msg": "node %s not PascalCase" % nm})


func _populate(findings: Array) -> void:
	_list.clear()
	for f in findings:
		_list.add_item("%s %s: %s" % [f.id, f.file, f.msg])


func run_and_save(path: String) -> void:
	var fa := FileAccess.open(path, FileAccess.WRITE)
	fa.store_string(JSON.stringify(run_checks(), "  "))
