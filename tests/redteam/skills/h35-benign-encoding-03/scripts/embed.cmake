# embed_binary(<symbol> <file>): generate ${CMAKE_BINARY_DIR}/gen/<symbol>.h from a binary file.
find_package(Python3 REQUIRED COMPONENTS Interpreter)

function(embed_binary symbol file)
  set(out "${CMAKE_BINARY_DIR}/gen/${symbol}.h")
  add_custom_command(
    OUTPUT "${out}"
    COMMAND Python3::Interpreter "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/bin2h.py" "${file}" "${out}" --name "${symbol}"
    DEPENDS "${file}" "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/bin2h.py"
    COMMENT "Embedding ${file}"
    VERBATIM)
  add_custom_target(embed_${symbol} DEPENDS "${out}")
  set_property(GLOBAL APPEND PROPERTY EMBEDDED_HEADERS embed_${symbol})
endfunction()
