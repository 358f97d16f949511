import { braced, ELSEWHERE, type HostileSet, NOT_TEXT_HEAD } from "./set.ts";

const inMain = (body: string, imports = "") => `${imports}
public class Main { public static void main(String[] args) throws Exception { ${body} } }`;

/** Java 17, compiled by the warm compile server. */
export const java: HostileSet = {
  INFINITE_LOOP: inMain("long x = 0; while (true) { x++; }"),
  SLEEP: inMain('Thread.sleep(60000); System.out.println("late");'),
  FORK_BOMB: inMain(
    'while (true) { try { new ProcessBuilder("/bin/sh", "-c", "sleep 100").start(); } catch (Exception e) {} }',
  ),
  THREAD_BOMB: inMain(
    "while (true) { try { new Thread(() -> { try { Thread.sleep(100000); } catch (Exception e) {} }).start(); } catch (Throwable t) {} }",
  ),
  MEMORY_BOMB: inMain(
    "java.util.List<long[]> a = new java.util.ArrayList<>(); while (true) a.add(new long[1_000_000]);",
  ),
  ENDLESS_OUTPUT: inMain('String s = "y".repeat(4096); while (true) System.out.println(s);'),
  HUGE_FILE: `import java.io.*;
public class Main { public static void main(String[] a) throws Exception {
  byte[] b = new byte[1 << 20];
  try (FileOutputStream f = new FileOutputStream("/tmp/big")) { for (int i = 0; i < 20; i++) f.write(b); }
  System.out.println("done"); } }`,
  DEEP_RECURSION: inMain("f(0); } static int f(int n) { return f(n + 1) + 1;"),
  READ_ENVIRONMENT: inMain(
    `System.out.println(System.getenv()); System.out.println(System.getProperties());
for (java.io.File p : new java.io.File("/proc").listFiles()) for (String f : new String[] {"environ", "cmdline"}) {
  try { System.out.println(p + " " + f + " " + new String(java.nio.file.Files.readAllBytes(new java.io.File(p, f).toPath()))); }
  catch (Exception e) { System.out.println(p + " " + f + " " + e); } }`,
  ),
  WRITE_FILES: inMain(
    `for (String p : new String(System.in.readAllBytes()).split("\\\\s+")) { if (p.isEmpty()) continue;
  try { java.nio.file.Files.writeString(java.nio.file.Path.of(p), "pwned"); System.out.println("wrote " + p); }
  catch (Exception e) { System.out.println("denied " + p + " " + e); } }`,
  ),
  CONNECT: inMain(
    `for (String line : new String(System.in.readAllBytes()).trim().split("\\n")) { String[] hp = line.trim().split(" ");
  try (java.net.Socket s = new java.net.Socket()) { s.connect(new java.net.InetSocketAddress(hp[0], Integer.parseInt(hp[1])), 1000); System.out.println(hp[0] + ":" + hp[1] + " connected"); }
  catch (Exception e) { System.out.println(hp[0] + ":" + hp[1] + " blocked"); } }`,
  ),
  KILL_PARENT: inMain(
    `ProcessHandle.current().parent().ifPresent(ProcessHandle::destroyForcibly);
new ProcessBuilder("/bin/sh", "-c", "kill -9 -1").inheritIO().start().waitFor();
System.out.println("still here");`,
  ),
  BACKGROUND_CHILD: (marker) =>
    inMain(
      `new ProcessBuilder("/bin/sh", "-c", "sleep 30; echo ${marker}").start(); System.out.println("done");`,
    ),
  PLANT_SYMLINK: (hostFile) =>
    inMain(
      `for (String link : new String[] {"/tmp/out.txt", "/box/out.txt", "/box/classes", "/tmp/classes"}) {
  try { Files.createSymbolicLink(Path.of(link), Path.of("${hostFile}")); System.out.println("linked " + link); }
  catch (Exception e) { System.out.println("no link " + link + " " + e); } }
for (String p : new String[] {"/tmp/out.txt", "${hostFile}"}) {
  try { System.out.println("read " + Files.readString(Path.of(p))); }
  catch (Exception e) { System.out.println("unreadable " + p + " " + e); } }
try { Files.writeString(Path.of("/tmp/out.txt"), "overwritten"); }
catch (Exception e) { System.out.println("unwritable " + e); }`,
      "import java.nio.file.*;",
    ),
  NOT_TEXT_OUTPUT: inMain(`byte[] head = { ${NOT_TEXT_HEAD.map((b) => `(byte) ${b}`).join(", ")} };
byte[] out = new byte[head.length + 200001];
System.arraycopy(head, 0, out, 0, head.length);
out[out.length - 1] = '\\n';
System.out.write(out, 0, out.length); System.out.flush();
System.err.write(out, 0, out.length); System.err.flush();`),
  // The JVM has no System V shared memory API: that route is tried by Python and C++.
  KEEP_ACROSS_TESTS: `import java.nio.file.*;
public class Main {
  static StringBuilder found = new StringBuilder();
  static void grab(Path p) { try { found.append(Files.readString(p)).append(" | "); } catch (Exception e) {} }
  static void put(Path p, String data) {
    try { Files.writeString(p, data + "\\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND); } catch (Exception e) {}
  }
  public static void main(String[] args) throws Exception {
    String data = new String(System.in.readAllBytes()).trim();
    Path deep = Paths.get("/tmp/deep", "d/".repeat(600), "data");
    grab(Paths.get("/tmp/.keep")); grab(Paths.get("/tmp/locked/data")); grab(deep);
    for (String p : new String[] ${braced(ELSEWHERE)}) grab(Paths.get(p));
    System.out.println("FOUND " + found);
    put(Paths.get("/tmp/.keep"), data);
    try {
      Files.createDirectories(Paths.get("/tmp/locked")); put(Paths.get("/tmp/locked/data"), data);
      Paths.get("/tmp/locked").toFile().setWritable(false, false);
    } catch (Exception e) {}
    try { Files.createDirectories(deep.getParent()); put(deep, data); } catch (Exception e) {}
    for (String p : new String[] ${braced(ELSEWHERE)}) put(Paths.get(p), data);
  }
}`,
  SCAN_OWN_MEMORY: `import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.regex.*;
public class Main {
  public static void main(String[] args) throws Exception {
    Pattern marker = Pattern.compile("SECRET-[0-9]+-[0-9a-f]{8}");
    Matcher first = marker.matcher(new String(System.in.readAllBytes(), StandardCharsets.ISO_8859_1));
    first.find();
    String own = first.group();
    TreeSet<String> found = new TreeSet<>();
    byte[] buf = new byte[1 << 20];
    byte[] entries = new byte[8 * 256];
    try (RandomAccessFile mem = new RandomAccessFile("/proc/self/mem", "r");
        RandomAccessFile pagemap = new RandomAccessFile("/proc/self/pagemap", "r")) {
      for (String line : Files.readAllLines(Path.of("/proc/self/maps"))) {
        String[] fields = line.split(" ");
        if (!fields[1].startsWith("r")) continue;
        String[] span = fields[0].split("-");
        long lo = Long.parseUnsignedLong(span[0], 16), hi = Long.parseUnsignedLong(span[1], 16);
        // Only resident pages (pagemap's present or swapped bit): on some kernels reading an untouched page through
        // /proc/self/mem allocates it, and a scan of every reserved region would end in the memory limit.
        List<long[]> runs = new ArrayList<>();
        long start = -1;
        for (long p = lo; p < hi; p += 4096L * 256) {
          int pages = (int) Math.min(256, (hi - p) / 4096), n = 0;
          try { pagemap.seek(p / 4096 * 8); n = Math.max(0, pagemap.read(entries, 0, pages * 8)); } catch (IOException e) { n = 0; }
          for (int i = 0; i < pages; i++) {
            boolean resident = i * 8 < n && (entries[i * 8 + 7] & 0xc0) != 0;
            if (resident && start < 0) start = p + i * 4096L;
            if (!resident && start >= 0) { runs.add(new long[] {start, p + i * 4096L}); start = -1; }
          }
        }
        if (start >= 0) runs.add(new long[] {start, hi});
        for (long[] run : runs) {
          for (long at = run[0]; at < run[1]; at += buf.length - 32) {
            int n;
            try { mem.seek(at); n = mem.read(buf, 0, (int) Math.min(buf.length, run[1] - at)); } catch (IOException e) { break; }
            if (n <= 0) break;
            Matcher m = marker.matcher(new String(buf, 0, n, StandardCharsets.ISO_8859_1));
            while (m.find()) found.add(m.group());
          }
        }
      }
    }
    boolean sawOwn = found.remove(own);
    StringBuilder out = new StringBuilder(sawOwn ? "OWN" : "NO-OWN").append(" OTHERS");
    for (String other : found) out.append(' ').append(other);
    System.out.println(out);
  }
}`,
};
