/**
 * The server decides when a contest starts and ends (issue 12), so screens count down against the server's
 * clock: each response carries `serverTime`, and `offset = serverTime − device time at receipt` turns the
 * device's clock into the server's for as long as the page runs. A device clock set wrong by hours changes nothing.
 */
export const receivedAt = () => Date.now();

export function serverOffset(c: { serverTime: string; receivedAt: number }): number {
  const server = Date.parse(c.serverTime);
  return Number.isNaN(server) ? 0 : server - c.receivedAt;
}

/** The server's "now" for a device reading `deviceNow`. */
export const serverNow = (offset: number, deviceNow = Date.now()) => deviceNow + offset;
