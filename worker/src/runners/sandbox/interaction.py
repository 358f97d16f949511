"""An interactive test's two pipes (see docs/judging.md, "Interactive problems").

The program's box and the interactor's box each see the lane's pipe directory (/pipes, bound read-only into both by
the host, holding two FIFOs). Before a test the host asks both supervisors to open their ends ("pipes"): the read
end first, without blocking, then the write end, which opens once the other box has opened its read end. A box
answers only once it holds both its ends, so when both have answered all four ends are open and neither program can
start and read an end-of-file that only means "the other side is not there yet". The test's run then hands the ends
to the program as its stdin and stdout, directly, or, when the host wants the transcript of the exchange (a visible
test, a Run), through a relay in this supervisor that records what passes both ways (Relay).
"""

import errno
import os
import selectors
import stat
import time

import box_state

PIPES_DIR = "/pipes/"
OPEN_POLL_S = 0.0005


def open_pipes(header):
    """Opens this box's two FIFO ends and keeps them for the next run; raises if the other box never opens its read
    end within timeoutMs."""
    close_pipes()
    read_path, write_path = header["read"], header["write"]
    for path in (read_path, write_path):
        if not path.startswith(PIPES_DIR) or "/" in path[len(PIPES_DIR):]:
            raise ValueError(f"bad pipe path {path!r}")
    flags = os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOFOLLOW
    if header.get("watchOrder"):
        # Never-read readers of both FIFOs, opened before any writer of either: each reports (EPOLLHUP) the moment its
        # writers are all gone, so one epoll sees which side closed its output first, in the kernel's order (Watch).
        box_state.pipe_spies = (os.open(read_path, os.O_RDONLY | flags), os.open(write_path, os.O_RDONLY | flags))
    r = os.open(read_path, os.O_RDONLY | flags)
    deadline = time.monotonic() + header["timeoutMs"] / 1000
    try:
        if not stat.S_ISFIFO(os.fstat(r).st_mode):
            raise ValueError(f"{read_path} is not a FIFO")
        while True:
            try:
                w = os.open(write_path, os.O_WRONLY | flags)
                break
            except OSError as err:
                # ENXIO: nobody has the read end open yet (the other box is opening its own).
                if err.errno != errno.ENXIO or time.monotonic() > deadline:
                    raise
                time.sleep(OPEN_POLL_S)
    except BaseException:
        os.close(r)
        close_pipes()
        raise
    os.set_blocking(r, True)
    os.set_blocking(w, True)
    box_state.pipes = (r, w)
    if header.get("keepWriteOpen"):
        # A reader of our own on the write end, never read: a write after the other side has gone fills the FIFO
        # instead of failing with EPIPE, so an interactor that answers a program that already left (its last guess was
        # right) finishes and judges, rather than crashing on a broken pipe. The run ends before it could matter.
        box_state.pipe_keeper = os.open(write_path, os.O_RDONLY | flags)


def take_pipes():
    """The ends open_pipes() opened, now the run's to close."""
    pipes, box_state.pipes = box_state.pipes, None
    if pipes is None:
        raise ChildProcessError("the interaction's pipes are not open")
    return pipes


def close_pipes():
    if box_state.pipes:
        for fd in box_state.pipes:
            os.close(fd)
        box_state.pipes = None
    if box_state.pipe_keeper is not None:
        os.close(box_state.pipe_keeper)
        box_state.pipe_keeper = None
    if box_state.pipe_spies is not None:
        for fd in box_state.pipe_spies:
            os.close(fd)
        box_state.pipe_spies = None


class Watch:
    """Which side of an interaction closed its output first, as the kernel ordered it. The spies (open_pipes with
    watchOrder) are registered, in an epoll of their own, for nothing a read end can report but EPOLLHUP, and epoll
    returns ready descriptors in the order they became ready: the first reported is the first side whose output closed
    (it exited, was killed, or closed stdout). It is set up before the program starts, so even a program that ends at
    once is seen in order. A spy is a reader too, so while it is open the program's writes to a gone interactor fill
    the FIFO instead of failing with EPIPE; the program is stopped soon after the interactor decided anyway."""

    def __init__(self):
        self.order = []
        self.sides = {}
        self.ep = selectors.DefaultSelector()
        if box_state.pipe_spies is not None:
            peer_output, own_output = box_state.pipe_spies
            self.sides = {peer_output: "interactor", own_output: "program"}
            for fd in self.sides:
                self.ep.register(fd, selectors.EVENT_WRITE)

    def attach(self, sel):
        """Wakes `sel`'s loop when a side closes (an epoll descriptor is itself pollable)."""
        sel.register(self.ep.fileno(), selectors.EVENT_READ, self)

    def handle(self, _fd=None):
        for key, _ in self.ep.select(0):
            self.order.append(self.sides[key.fd])
            self.ep.unregister(key.fd)

    def first(self):
        """After the run: the side that closed first (a last look at what is already pending), or None."""
        if self.ep.get_map():
            self.handle()
        self.ep.close()
        return self.order[0] if self.order else None


class Relay:
    """Moves bytes between the other box's FIFO ends and the program's own pipes, recording both directions as the
    interaction format's lines ("<" sent to the program, ">" the program's), up to `cap` bytes. Backpressure is
    kept: while bytes wait for a slow reader, nothing more is read from their writer. A side's end-of-file is
    passed on once what it sent is delivered, so either side closing early ends the other's reads at once."""

    def __init__(self, sel, fifo_r, fifo_w, child_in, child_out, cap):
        self.sel = sel
        self.cap = cap
        self.kept = 0
        self.truncated = False
        self.lines = []
        self.partial = {"<": bytearray(), ">": bytearray()}
        # source fd -> (its sink fd, the direction, pending bytes)
        self.routes = {fifo_r: [child_in, "<", bytearray()], child_out: [fifo_w, ">", bytearray()]}
        self.sinks = {child_in: fifo_r, fifo_w: child_out}
        self.open = {fifo_r, fifo_w, child_in, child_out}
        self.program_output = bytearray()
        for fd in (child_in, fifo_w):
            os.set_blocking(fd, False)
        for fd in self.routes:
            sel.register(fd, selectors.EVENT_READ, self)

    def handle(self, fd):
        if fd in self.routes:
            self._read(fd)
        else:
            self._flush(self.sinks[fd])

    def _read(self, src):
        sink, direction, pending = self.routes[src]
        chunk = os.read(src, 65536)
        if not chunk:
            self._close(src)
            if not pending:
                self._close(sink)
            return
        self._record(direction, chunk)
        pending += chunk
        self._flush(src)

    def _flush(self, src):
        sink, _, pending = self.routes[src]
        if sink in self.open and pending:
            try:
                del pending[: os.write(sink, pending)]
            except BlockingIOError:
                pass
            except BrokenPipeError:
                # The reader is gone: what it did not take is dropped, and its writer gets no more from us.
                pending.clear()
                self._close(sink)
        waiting = bool(pending) and sink in self.open
        self._watch(sink, selectors.EVENT_WRITE, waiting)
        if src in self.open:
            self._watch(src, selectors.EVENT_READ, not waiting)
        elif not pending:
            self._close(sink)

    def _watch(self, fd, event, on):
        registered = fd in self.sel.get_map()
        if on and not registered and fd in self.open:
            self.sel.register(fd, event, self)
        elif not on and registered:
            self.sel.unregister(fd)

    def _close(self, fd):
        if fd in self.open:
            self._watch(fd, 0, False)
            self.open.discard(fd)
            os.close(fd)

    def _record(self, direction, chunk):
        if direction == ">":
            self.program_output += chunk[: max(0, self.cap - len(self.program_output))]
        if self.truncated:
            return
        part = self.partial[direction]
        part += chunk
        *done, rest = part.split(b"\n")
        for line in done:
            self._line(direction, line)
        self.partial[direction] = bytearray(rest)

    def _line(self, direction, line):
        if self.kept + len(line) + 2 > self.cap:
            self.truncated = True
            return
        self.lines.append(direction.encode() + bytes(line))
        self.kept += len(line) + 2

    @property
    def done(self):
        """Both directions are over: the program's output closed and delivered (or its reader gone), and the other
        side's output closed. The run waits for it (bounded by its drain time), so the transcript has what the other
        side said last even when the program had already left (it reads end-of-file once the program's output is
        closed, and usually ends at once)."""
        return all(src not in self.open and (not pending or sink not in self.open)
                   for src, (sink, _, pending) in self.routes.items())

    def finish(self):
        """Closes every end still open and returns the transcript (a line "..." ends a cut one)."""
        for fd in list(self.open):
            self._close(fd)
        for direction, part in self.partial.items():
            if part and not self.truncated:
                self._line(direction, part)
        if self.truncated:
            self.lines.append(b"...")
        return b"\n".join(self.lines) + (b"\n" if self.lines else b""), bytes(self.program_output)
