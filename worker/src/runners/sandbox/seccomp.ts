import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The seccomp filter every box runs under (bwrap --seccomp), as a classic BPF program built here: no libseccomp,
 * nothing to compile. It refuses what no judged program needs and what widens the kernel's attack surface:
 * new namespaces (user namespaces above all: a root worker's box has no user namespace of its own, so
 * --disable-userns is not available there), mounts, keyrings, BPF, perf, userfaultfd, io_uring, ptrace, modules,
 * kexec, reboot. clone3 answers ENOSYS so libc falls back to clone, whose flags the filter can read. A foreign
 * architecture's system call (i386 on x86_64) kills the process.
 *
 * It also closes the channels through which one test could hand data to another (docs/judging.md, "Nothing of one
 * test reaches another"): System V IPC and POSIX message queues (they outlive a test inside its box), file locks
 * (flock, fcntl record and OFD locks, leases) and change notification (inotify, dnotify), which two boxes could
 * use on the read-only files they share, and every socket family but AF_UNIX (whose names stay in the box's own
 * network namespace and /tmp).
 */

type Arch = { audit: number; x32: boolean; nr: Record<string, number> };

const ARCHES: Record<string, Arch> = {
  x64: {
    audit: 0xc000003e,
    x32: true,
    nr: {
      clone: 56,
      clone3: 435,
      unshare: 272,
      setns: 308,
      mount: 165,
      umount2: 166,
      pivot_root: 155,
      keyctl: 250,
      add_key: 248,
      request_key: 249,
      bpf: 321,
      perf_event_open: 298,
      userfaultfd: 323,
      io_uring_setup: 425,
      io_uring_enter: 426,
      io_uring_register: 427,
      ptrace: 101,
      kexec_load: 246,
      kexec_file_load: 320,
      open_by_handle_at: 304,
      name_to_handle_at: 303,
      init_module: 175,
      finit_module: 313,
      delete_module: 176,
      swapon: 167,
      swapoff: 168,
      reboot: 169,
      acct: 163,
      open_tree: 428,
      move_mount: 429,
      fsopen: 430,
      fsconfig: 431,
      fsmount: 432,
      fspick: 433,
      mount_setattr: 442,
      shmget: 29,
      shmat: 30,
      shmctl: 31,
      shmdt: 67,
      semget: 64,
      semop: 65,
      semctl: 66,
      semtimedop: 220,
      msgget: 68,
      msgsnd: 69,
      msgrcv: 70,
      msgctl: 71,
      mq_open: 240,
      mq_unlink: 241,
      mq_timedsend: 242,
      mq_timedreceive: 243,
      mq_notify: 244,
      mq_getsetattr: 245,
      flock: 73,
      inotify_init: 253,
      inotify_init1: 294,
      inotify_add_watch: 254,
      fanotify_init: 300,
      fanotify_mark: 301,
      socket: 41,
      socketpair: 53,
      fcntl: 72,
    },
  },
  arm64: {
    audit: 0xc00000b7,
    x32: false,
    nr: {
      clone: 220,
      clone3: 435,
      unshare: 97,
      setns: 268,
      mount: 40,
      umount2: 39,
      pivot_root: 41,
      keyctl: 219,
      add_key: 217,
      request_key: 218,
      bpf: 280,
      perf_event_open: 241,
      userfaultfd: 282,
      io_uring_setup: 425,
      io_uring_enter: 426,
      io_uring_register: 427,
      ptrace: 117,
      kexec_load: 104,
      kexec_file_load: 294,
      open_by_handle_at: 265,
      name_to_handle_at: 264,
      init_module: 105,
      finit_module: 273,
      delete_module: 106,
      swapon: 224,
      swapoff: 225,
      reboot: 142,
      acct: 89,
      open_tree: 428,
      move_mount: 429,
      fsopen: 430,
      fsconfig: 431,
      fsmount: 432,
      fspick: 433,
      mount_setattr: 442,
      shmget: 194,
      shmat: 196,
      shmctl: 195,
      shmdt: 197,
      semget: 190,
      semop: 193,
      semctl: 191,
      semtimedop: 192,
      msgget: 186,
      msgsnd: 189,
      msgrcv: 188,
      msgctl: 187,
      mq_open: 180,
      mq_unlink: 181,
      mq_timedsend: 182,
      mq_timedreceive: 183,
      mq_notify: 184,
      mq_getsetattr: 185,
      flock: 32,
      inotify_init1: 26,
      inotify_add_watch: 27,
      fanotify_init: 262,
      fanotify_mark: 263,
      socket: 198,
      socketpair: 199,
      fcntl: 25,
    },
  },
};

// System calls refused only for some arguments (checked after the plain list).
const ARG_CHECKED = new Set(["clone", "clone3", "socket", "socketpair", "fcntl"]);
const AF_UNIX = 1;
// fcntl commands that lock or watch a file: F_GETLK/SETLK/SETLKW, the OFD variants, F_SETLEASE, F_NOTIFY.
const FCNTL_REFUSED = [5, 6, 7, 36, 37, 38, 1024, 1026];

// CLONE_NEWNS | NEWCGROUP | NEWUTS | NEWIPC | NEWUSER | NEWPID | NEWNET (and NEWTIME, 0x80).
const CLONE_NS_FLAGS =
  0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000 | 0x80;
const RET_ALLOW = 0x7fff0000;
const RET_ERRNO = 0x00050000;
const RET_KILL_PROCESS = 0x80000000;
const EPERM = 1;
const ENOSYS = 38;
const EAFNOSUPPORT = 97;
const LD_ABS = 0x20;
const JEQ = 0x15;
const JGE = 0x35;
const JSET = 0x45;
const RET = 0x06;
// Offsets in struct seccomp_data: nr, arch, then (after the instruction pointer) args[0]'s low word.
const NR = 0;
const ARCH = 4;
const ARG0_LOW = 16;
const ARG1_LOW = 24;

type Insn = { code: number; jt: number | string; jf: number | string; k: number; label?: string };

export function buildFilter(archName: string = process.arch): Uint8Array | null {
  const arch = ARCHES[archName];
  if (!arch) return null;
  const blocked = Object.entries(arch.nr)
    .filter(([name]) => !ARG_CHECKED.has(name))
    .map(([, nr]) => nr);
  const p: Insn[] = [
    { code: LD_ABS, jt: 0, jf: 0, k: ARCH },
    { code: JEQ, jt: 0, jf: "kill", k: arch.audit },
    { code: LD_ABS, jt: 0, jf: 0, k: NR },
    ...(arch.x32 ? [{ code: JGE, jt: "eperm", jf: 0, k: 0x40000000 }] : []),
    ...blocked.map((nr) => ({ code: JEQ, jt: "eperm", jf: 0, k: nr })),
    { code: JEQ, jt: "enosys", jf: 0, k: arch.nr.clone3! },
    { code: JEQ, jt: "clone", jf: 0, k: arch.nr.clone! },
    { code: JEQ, jt: "socket", jf: 0, k: arch.nr.socket! },
    { code: JEQ, jt: "socket", jf: 0, k: arch.nr.socketpair! },
    { code: JEQ, jt: "fcntl", jf: "allow", k: arch.nr.fcntl! },
    // clone: no namespace flags.
    { code: LD_ABS, jt: 0, jf: 0, k: ARG0_LOW, label: "clone" },
    { code: JSET, jt: "eperm", jf: "allow", k: CLONE_NS_FLAGS },
    // socket, socketpair: AF_UNIX only (the domain is an int: the low word is all of it).
    { code: LD_ABS, jt: 0, jf: 0, k: ARG0_LOW, label: "socket" },
    { code: JEQ, jt: "allow", jf: "eafnosupport", k: AF_UNIX },
    // fcntl: no locks, leases or directory notifications.
    { code: LD_ABS, jt: 0, jf: 0, k: ARG1_LOW, label: "fcntl" },
    ...FCNTL_REFUSED.map((cmd) => ({ code: JEQ, jt: "eperm", jf: 0, k: cmd })),
    { code: RET, jt: 0, jf: 0, k: RET_ALLOW, label: "allow" },
    { code: RET, jt: 0, jf: 0, k: RET_ERRNO | EPERM, label: "eperm" },
    { code: RET, jt: 0, jf: 0, k: RET_ERRNO | ENOSYS, label: "enosys" },
    { code: RET, jt: 0, jf: 0, k: RET_ERRNO | EAFNOSUPPORT, label: "eafnosupport" },
    { code: RET, jt: 0, jf: 0, k: RET_KILL_PROCESS, label: "kill" },
  ];
  const at = new Map(p.flatMap((insn, i) => (insn.label ? [[insn.label, i] as const] : [])));
  const jump = (from: number, to: number | string) => {
    if (typeof to === "number") return to;
    const offset = at.get(to)! - from - 1;
    if (offset < 0 || offset > 255) throw new Error(`seccomp jump out of range: ${to}`);
    return offset;
  };
  const out = new Uint8Array(p.length * 8);
  const view = new DataView(out.buffer);
  p.forEach((insn, i) => {
    view.setUint16(i * 8, insn.code, true);
    view.setUint8(i * 8 + 2, jump(i, insn.jt));
    view.setUint8(i * 8 + 3, jump(i, insn.jf));
    view.setUint32(i * 8 + 4, insn.k, true);
  });
  return out;
}

/** The compiled filter in a host-owned file; each box start reads it from a fresh descriptor (bwrap reads to EOF). */
export class SeccompFile {
  private constructor(private readonly dir: string) {}

  static create(): SeccompFile | null {
    const filter = buildFilter();
    if (!filter) return null;
    const dir = mkdtempSync(join(tmpdir(), `grindstone-seccomp-${process.pid}-`));
    writeFileSync(join(dir, "filter.bpf"), filter, { mode: 0o600 });
    return new SeccompFile(dir);
  }

  /** A descriptor to hand to one bwrap; the caller closes it once the process is spawned. */
  open(): number {
    return openSync(join(this.dir, "filter.bpf"), "r");
  }

  static close(fd: number) {
    try {
      closeSync(fd);
    } catch {}
  }

  remove() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
