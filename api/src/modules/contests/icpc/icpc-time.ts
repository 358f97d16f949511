/** RELTIME as the ICPC Contest API writes it: h:mm:ss.sss (negative before the start: -h:mm:ss.sss). */
export function icpcDuration(ms: number) {
  const sign = ms < 0 ? "-" : "";
  const abs = Math.abs(ms);
  const h = Math.floor(abs / 3_600_000);
  const m = Math.floor((abs % 3_600_000) / 60_000);
  const s = ((abs % 60_000) / 1000).toFixed(3).padStart(6, "0");
  return `${sign}${h}:${String(m).padStart(2, "0")}:${s}`;
}
