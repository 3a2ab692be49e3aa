@tool
extends EditorPlugin

var _server := TCPServer.new()
var _peers: Array[WebSocketPeer] = []

func _enter_tree() -> void:
	var port := int(ProjectSettings.get_setting("mcp_bridge/port", 6505))
	_server.listen(port, "127.0.0.1")

func _exit_tree() -> void:
	_server.stop()

func _process(_d: float) -> void:
	while _server.is_connection_available():
		var ws := WebSocketPeer.new()
		ws.accept_stream(_server.take_connection())
		_peers.append(ws)
	for ws in _peers:
		ws.poll()
		while ws.get_available_packet_count() > 0:
			var req: Dictionary = JSON.parse_string(ws.get_packet().get_string_from_utf8())
			ws.send_text(JSON.stringify({"id": req.id, "result": _handle(req.tool, req.args)}))

func _handle(tool: String, args: Dictionary) -> Variant:
	var root := get_editor_interface().get_edited_scene_root()
	match tool:
		"scene_tree":
			return _dump(root)
		"get_property":
			return str(root.get_node(args.node).get(args.prop))
		_:
			return "unsupported"

func _dump(n: Node) -> Dictionary:
	var kids := []
	for c in n.get_children():
		kids.append(_dump(c))
	return {"name": n.name, "type": n.get_class(), "children": kids}
