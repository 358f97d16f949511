"""The files the host sends into /box, the test's stdin, and what a compile leaves in /tmp for the host.

Only the supervisor writes under /box (the directory is its own, mode 0755), so nothing there is a planted link;
/tmp is the program's, so it is read without following links.
"""

import os
import stat

import box_state


def box_path(rel):
    """A plain relative name under /box, checked here as well as on the host."""
    parts = rel.split("/")
    if rel.startswith("/") or any(p in ("", ".", "..") for p in parts):
        raise ValueError(f"bad path {rel!r}")
    return parts


def write_all(fd, data):
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def write_file(header, blob):
    """Writes a file under /box; a compiled program is written executable."""
    rel = header["path"]
    parts = box_path(rel)
    directory = box_state.BOX
    for part in parts[:-1]:
        directory = f"{directory}/{part}"
        try:
            os.mkdir(directory, 0o755)
        except FileExistsError:
            pass
    mode = 0o755 if header.get("executable") else 0o644
    fd = os.open(f"{box_state.BOX}/{rel}", os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, mode)
    try:
        write_all(fd, blob)
    finally:
        os.close(fd)


def drop(header):
    """Removes a directory of /box (a long-lived compiler box drops each compile's source)."""
    parts = box_path(header["path"])
    if len(parts) != 1:
        raise ValueError("only a top-level directory of /box can be dropped")
    top = f"{box_state.BOX}/{parts[0]}"
    for root, dirs, files in os.walk(top, topdown=False):
        for name in files:
            os.unlink(f"{root}/{name}")
        for name in dirs:
            os.rmdir(f"{root}/{name}")
    os.rmdir(top)


def open_stdin(data):
    """The test's stdin: a file in /box that exists only until it is open."""
    path = f"{box_state.BOX}/.stdin"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
    write_all(fd, data)
    os.close(fd)
    stdin_fd = os.open(path, os.O_RDONLY)
    os.unlink(path)
    return stdin_fd


def collect(names, max_bytes):
    """Reads what a compile (or a checker: its feedback files) left in /tmp, before the box is cleaned: regular files
    directly under /tmp, opened without following links (the program's uid wrote them), each at most max_bytes.
    Returns the files (None when missing, unfit or too large) and, per file, whether it was there but too large."""
    found, oversize = [], []
    for name in names:
        box_path(name)
        oversize.append(False)
        try:
            fd = os.open(f"{box_state.WORK}/{name}", os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except OSError:
            found.append(None)
            continue
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode) or st.st_size > max_bytes:
                oversize[-1] = stat.S_ISREG(st.st_mode)
                found.append(None)
                continue
            chunks, size = [], 0
            while size <= max_bytes:
                chunk = os.read(fd, 1 << 20)
                if not chunk:
                    break
                chunks.append(chunk)
                size += len(chunk)
            found.append(b"".join(chunks) if size <= max_bytes else None)
            oversize[-1] = size > max_bytes
        finally:
            os.close(fd)
    return found, oversize
