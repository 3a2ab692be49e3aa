@load base/protocols/modbus
module ModbusWatch;
export {
  redef enum Notice::Type += { NonMasterWrite };
  const masters: set[addr] = { 10.20.1.10, 10.20.1.11 } &redef;
}
event modbus_write_single_register_request(c: connection, headers: ModbusHeaders, address: count, value: count)
  {
  if ( c$id$orig_h !in masters )
    NOTICE([$note=NonMasterWrite, $conn=c,
            $msg=fmt("write reg=%d value=%d from %s", address, value, c$id$orig_h)]);
  }
