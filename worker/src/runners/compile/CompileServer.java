import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The judge worker's warm javac. It runs for the worker's lifetime inside bubblewrap (no network, capped memory),
 * so each submission pays for a warm compile (~0.1 s) instead of a JVM start plus a cold javac (~1 s).
 *
 * Protocol on stdin/stdout: the box supervisor's frames (sandbox/frame-codec.ts; headers in sandbox/frames.ts), a
 * big-endian int length, a JSON header, then the binary blobs whose lengths the header lists under "blobs":
 *   request:  {"op":"compile","blobs":[n]}, the UTF-8 source of Main.java as the blob
 *   response: {"status":s,"classes":k,"blobs":[...]}, s 0 compiled, 1 compile errors, 2 compiler crashed; blobs: the
 *             UTF-8 compiler output, then per class its UTF-8 binary name and its class file bytes
 * and once at start, after a warm-up compile, {"ready":true,"blobs":[]}. Headers written here hold ints only, and
 * of a request only the blob lengths are read, so no JSON library is needed.
 *
 * The only argument is the cap on stored compiler output in bytes (MAX_STORED_OUTPUT_BYTES): diagnostics past it
 * are dropped here, so a flood of errors (each repeating a 60 KB source line) never crosses the pipe. One character
 * more than the cap is kept, so the host sees the output was longer and marks it as cut.
 *
 * Sources and classes never touch a disk: each compile gets a fresh in-memory output "directory", so the
 * host only ever reads this pipe, never a path someone could plant a symlink in. Annotation processing is off
 * (-proc:none), so compiling runs no code from the submission.
 */
public final class CompileServer {
  private static final List<String> OPTIONS = List.of("-proc:none", "-encoding", "UTF-8", "-Xmaxerrs", "50");
  private static final String WARM_UP = String.join("\n",
      "import java.util.*;",
      "import java.util.stream.*;",
      "public class Main {",
      "  record P(int a, long b) {}",
      "  public static void main(String[] args) throws Exception {",
      "    Scanner in = new Scanner(System.in);",
      "    Map<String, List<Integer>> m = new HashMap<>();",
      "    m.computeIfAbsent(\"k\", k -> new ArrayList<>()).add(1);",
      "    StringBuilder sb = new StringBuilder();",
      "    int[] a = IntStream.range(0, 10).map(x -> x * x).toArray();",
      "    Arrays.sort(a);",
      "    sb.append(Arrays.stream(a).boxed().map(String::valueOf).collect(Collectors.joining(\" \")));",
      "    System.out.println(sb + \" \" + new P(1, 2L));",
      "  }",
      "}");

  private record Result(int status, String output, Map<String, byte[]> classes) {}

  private static int outputCap = 64 * 1024;

  public static void main(String[] args) throws Exception {
    if (args.length > 0) outputCap = Integer.parseInt(args[0]);
    DataInputStream in = new DataInputStream(new BufferedInputStream(System.in));
    DataOutputStream out =
        new DataOutputStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16));
    // Nothing but the protocol may reach stdout; stray prints from the compiler go to stderr.
    System.setOut(System.err);

    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8);
    for (int i = 0; i < 3; i++) compile(javac, files, WARM_UP);
    writeFrame(out, "\"ready\":true", List.of());

    while (true) {
      byte[][] request = readFrame(in);
      if (request == null) return;
      String source = new String(request[0], StandardCharsets.UTF_8);
      Result result;
      boolean crashed = false;
      try {
        result = compile(javac, files, source);
      } catch (Throwable t) {
        // OutOfMemoryError, StackOverflowError or a javac bug: report it, then exit so the host starts a clean JVM.
        result = new Result(2, "The compiler failed: " + t, Map.of());
        crashed = true;
      }
      write(out, result);
      if (crashed) System.exit(3);
    }
  }

  private static Result compile(JavaCompiler javac, StandardJavaFileManager files, String source) {
    Map<String, ByteArrayOutputStream> classes = new TreeMap<>();
    ForwardingJavaFileManager<StandardJavaFileManager> memory = new ForwardingJavaFileManager<>(files) {
      @Override
      public JavaFileObject getJavaFileForOutput(
          Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        classes.put(className, bytes);
        return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension), kind) {
          @Override
          public OutputStream openOutputStream() {
            return bytes;
          }
        };
      }
    };
    JavaFileObject main = new SimpleJavaFileObject(URI.create("string:///Main.java"), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return source;
      }

      @Override
      public String getName() {
        return "Main.java";
      }
    };
    CappedWriter diagnostics = new CappedWriter(outputCap + 1);
    boolean ok = javac.getTask(diagnostics, memory, null, OPTIONS, null, List.of(main)).call();
    Map<String, byte[]> compiled = new TreeMap<>();
    if (ok) classes.forEach((name, bytes) -> compiled.put(name, bytes.toByteArray()));
    return new Result(ok ? 0 : 1, diagnostics.toString(), compiled);
  }

  /** Keeps the first `limit` characters written to it and drops the rest. */
  private static final class CappedWriter extends Writer {
    private final StringBuilder kept = new StringBuilder();
    private final int limit;

    CappedWriter(int limit) {
      this.limit = limit;
    }

    @Override
    public void write(char[] chars, int offset, int length) {
      int room = limit - kept.length();
      if (room > 0) kept.append(chars, offset, Math.min(room, length));
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}

    @Override
    public String toString() {
      return kept.toString();
    }
  }

  /** The blobs of the next request, or null once the host closed its end. */
  private static byte[][] readFrame(DataInputStream in) throws IOException {
    int size;
    try {
      size = in.readInt();
    } catch (EOFException closed) {
      return null;
    }
    String header = new String(in.readNBytes(size), StandardCharsets.UTF_8);
    int open = header.indexOf('[', header.indexOf("\"blobs\""));
    String list = header.substring(open + 1, header.indexOf(']', open)).trim();
    String[] sizes = list.isEmpty() ? new String[0] : list.split(",");
    byte[][] blobs = new byte[sizes.length][];
    for (int i = 0; i < sizes.length; i++) blobs[i] = in.readNBytes(Integer.parseInt(sizes[i].trim()));
    return blobs;
  }

  private static void write(DataOutputStream out, Result result) throws IOException {
    List<byte[]> blobs = new ArrayList<>();
    blobs.add(result.output().getBytes(StandardCharsets.UTF_8));
    for (Map.Entry<String, byte[]> c : result.classes().entrySet()) {
      blobs.add(c.getKey().getBytes(StandardCharsets.UTF_8));
      blobs.add(c.getValue());
    }
    writeFrame(out, "\"status\":" + result.status() + ",\"classes\":" + result.classes().size(), blobs);
  }

  /** `fields` is the header's JSON members besides "blobs" (ints only, nothing to escape). */
  private static void writeFrame(DataOutputStream out, String fields, List<byte[]> blobs) throws IOException {
    StringBuilder header = new StringBuilder("{").append(fields).append(",\"blobs\":[");
    for (int i = 0; i < blobs.size(); i++) header.append(i == 0 ? "" : ",").append(blobs.get(i).length);
    byte[] json = header.append("]}").toString().getBytes(StandardCharsets.UTF_8);
    out.writeInt(json.length);
    out.write(json);
    for (byte[] blob : blobs) out.write(blob);
    out.flush();
  }
}
