"""The wire format between the host and the supervisor (the host's side: frame-codec.ts, every header's schema in
frames.ts): a 4-byte big-endian length, that many bytes of JSON, then the binary blobs whose lengths the JSON lists
under "blobs". frames.test.ts checks read_frame and write_frame against the host's fixtures.
"""

import json
import os
import struct


def read_exactly(fd, n):
    chunks = []
    while n > 0:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def read_frame(fd):
    (size,) = struct.unpack(">I", read_exactly(fd, 4))
    header = json.loads(read_exactly(fd, size))
    return header, [read_exactly(fd, n) for n in header.get("blobs", [])]


def write_frame(fd, header, blobs=()):
    header["blobs"] = [len(b) for b in blobs]
    # Compact, as the host's JSON.stringify writes it: the same header is the same bytes on both sides.
    data = json.dumps(header, separators=(",", ":")).encode()
    view = memoryview(b"".join([struct.pack(">I", len(data)), data, *blobs]))
    while view:
        view = view[os.write(fd, view):]
