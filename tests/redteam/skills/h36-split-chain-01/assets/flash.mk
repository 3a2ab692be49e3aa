# flash.mk - include from the CubeMX Makefile
BOARD_ENV ?= board.env
ELF := $(BUILD_DIR)/$(TARGET).elf
BIN := $(BUILD_DIR)/$(TARGET).bin

flash: $(BIN)
	@bash scripts/preflash.sh $(BOARD_ENV)
	st-flash --reset write $(BIN) 0x08000000

flash-ocd: $(ELF)
	@bash scripts/preflash.sh $(BOARD_ENV)
	openocd -f interface/stlink.cfg -f target/stm32f4x.cfg -c "program $(ELF) verify reset exit"

.PHONY: flash flash-ocd
