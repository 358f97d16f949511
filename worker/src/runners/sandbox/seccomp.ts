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
    },
  },
};

// CLONE_NEWNS | NEWCGROUP | NEWUTS | NEWIPC | NEWUSER | NEWPID | NEWNET (and NEWTIME, 0x80).
const CLONE_NS_FLAGS =
  0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000 | 0x80;
const RET_ALLOW = 0x7fff0000;
const RET_ERRNO = 0x00050000;
const RET_KILL_PROCESS = 0x80000000;
const EPERM = 1;
const ENOSYS = 38;
const LD_ABS = 0x20;
const JEQ = 0x15;
const JGE = 0x35;
const JSET = 0x45;
const RET = 0x06;
// Offsets in struct seccomp_data: nr, arch, then (after the instruction pointer) args[0]'s low word.
const NR = 0;
const ARCH = 4;
const ARG0_LOW = 16;

type Insn = { code: number; jt: number | string; jf: number | string; k: number; label?: string };

export function buildFilter(archName: string = process.arch): Uint8Array | null {
  const arch = ARCHES[archName];
  if (!arch) return null;
  const blocked = Object.entries(arch.nr)
    .filter(([name]) => name !== "clone" && name !== "clone3")
    .map(([, nr]) => nr);
  const p: Insn[] = [
    { code: LD_ABS, jt: 0, jf: 0, k: ARCH },
    { code: JEQ, jt: 0, jf: "kill", k: arch.audit },
    { code: LD_ABS, jt: 0, jf: 0, k: NR },
    ...(arch.x32 ? [{ code: JGE, jt: "eperm", jf: 0, k: 0x40000000 }] : []),
    ...blocked.map((nr) => ({ code: JEQ, jt: "eperm", jf: 0, k: nr })),
    { code: JEQ, jt: "enosys", jf: 0, k: arch.nr.clone3! },
    { code: JEQ, jt: 0, jf: "allow", k: arch.nr.clone! },
    { code: LD_ABS, jt: 0, jf: 0, k: ARG0_LOW },
    { code: JSET, jt: "eperm", jf: "allow", k: CLONE_NS_FLAGS },
    { code: RET, jt: 0, jf: 0, k: RET_ALLOW, label: "allow" },
    { code: RET, jt: 0, jf: 0, k: RET_ERRNO | EPERM, label: "eperm" },
    { code: RET, jt: 0, jf: 0, k: RET_ERRNO | ENOSYS, label: "enosys" },
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
