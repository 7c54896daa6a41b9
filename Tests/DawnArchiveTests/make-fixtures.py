#!/usr/bin/env python3
"""Writes the DawnArchive test fixtures into Fixtures/ (run from anywhere; deterministic).

Archives are made by Python's zipfile and streams by zlib, the references the reader is tested
against. Fixtures/manifest.txt lists what each should decode to, one line per entry or stream:
    entry   FILE  NAME-AS-UTF8-HEX  SIZE  CRC32-HEX
    stream  FILE  SIZE  CRC32-HEX  FIRST-BLOCK-TYPE
    offset  FILE  NAME-AS-UTF8-HEX  DATA-OFFSET  COMPRESSED-SIZE
The big cases are committed compressed: the 1 MiB streams are small once deflated, and the zip
bombs are deflated a second time (a bomb's own deflate stream is very regular), so the test
inflates them first.

Usage: python3 Tests/DawnArchiveTests/make-fixtures.py
"""
import io, os, struct, warnings, zipfile, zlib

warnings.filterwarnings("ignore", "Duplicate name")

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "Fixtures")
manifest = []


def lcg(seed):
    x = seed
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        yield x >> 33


WORDS = ("habit journal morning evening read walk write sleep water tea run stretch piano "
         "guitar yoga meditate code garden cook clean call family friend letter budget plan "
         "review draw paint swim cycle climb study french spanish german math history").split()


def text(n, seed):
    """Varied prose: words, numbers and punctuation from a fixed generator."""
    r = lcg(seed)
    out = []
    size = 0
    while size < n:
        k = next(r)
        w = WORDS[k % len(WORDS)]
        if k % 7 == 0:
            w = str(k % 100000)
        if k % 11 == 0:
            w = w.capitalize()
        w += ".\n" if k % 13 == 0 else (", " if k % 5 == 0 else " ")
        out.append(w)
        size += len(w)
    return "".join(out).encode()[:n]


def loop_csv(days, seed):
    """Loop Habit Tracker's Checkmarks.csv shape, newest first."""
    import datetime
    r = lcg(seed)
    d = datetime.date(2024, 12, 31)
    lines = ["Date,Value,Notes"]
    states = ["YES_MANUAL", "YES_AUTO", "NO", "SKIP", "UNKNOWN"]
    for _ in range(days):
        k = next(r)
        note = WORDS[k % len(WORDS)] + " " + WORDS[(k >> 8) % len(WORDS)] if k % 9 == 0 else ""
        lines.append(f"{d.isoformat()},{states[k % 5]},{note}")
        d -= datetime.timedelta(days=1)
    return ("\n".join(lines) + "\n").encode()


def loop_rows(n, seed):
    """Loop-like rows for several habits (a state that mostly continues, a rare note), n bytes."""
    import datetime
    r = lcg(seed)
    d = datetime.date(2024, 12, 31)
    states = ["YES_MANUAL", "YES_AUTO", "NO", "SKIP", "UNKNOWN"]
    habits = ["Read", "Walk 10k steps", "Meditate", "Write 500 words", "Piano", "Sleep before 23:00"]
    lines, size, state = [], 0, 0
    while size < n:
        for h in habits:
            k = next(r)
            if k % 100 >= 90:
                state = (k >> 8) % 5
            note = WORDS[(k >> 16) % len(WORDS)] + " " + WORDS[(k >> 24) % len(WORDS)] if k % 30 == 0 else ""
            line = f"{d.isoformat()},{h},{states[state]},{note}\n"
            lines.append(line)
            size += len(line)
        d -= datetime.timedelta(days=1)
    return "".join(lines).encode()[:n]


def info(name, directory=False):
    z = zipfile.ZipInfo(name, date_time=(2024, 5, 17, 7, 30, 0))
    z.create_system = 3
    z.external_attr = (0o40755 << 16 | 0x10) if directory else (0o100644 << 16)
    return z


UNICODE_NAME = "Ünïcödé 日本語 ✓.txt"
CONTENTS = [
    ("empty.txt", b""),
    ("folder/", None),
    ("folder/hello.txt", b"Hello, world!\n"),
    (UNICODE_NAME, "Ça marche : ünïcödé, 日本語, ✓ and emoji 🙂.\n".encode() * 20),
    ("text.txt", text(3000, 1)),
    ("bytes.bin", bytes(range(256)) * 4),
    ("001 Read/Checkmarks.csv", loop_csv(120, 2)),
]


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def record_zip(name, data, reference=None):
    """Writes an archive and its entries' expectations, as Python's zipfile reads them (from
    `reference` when zipfile cannot read `data` itself)."""
    write(name, data)
    with zipfile.ZipFile(io.BytesIO(reference or data)) as z:
        for i in z.infolist():
            if i.is_dir():
                continue
            payload = z.read(i)
            manifest.append(f"entry\t{name}\t{i.filename.encode().hex()}\t{len(payload)}\t{zlib.crc32(payload):08x}")
            if name == "level-9.zip" and i.filename == "text.txt":
                extra_len = struct.unpack("<H", data[i.header_offset + 28:i.header_offset + 30])[0]
                start = i.header_offset + 30 + len(i.filename.encode()) + extra_len
                manifest.append(f"offset\t{name}\t{i.filename.encode().hex()}\t{start}\t{i.compress_size}")


def make_zip(entries, compression, level=None, comment=b""):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=compression, compresslevel=level) as z:
        for name, data in entries:
            if data is None:
                z.writestr(info(name, directory=True), b"")
            else:
                z.writestr(info(name), data, compress_type=compression, compresslevel=level)
        z.comment = comment
    return buf.getvalue()


class Unseekable(io.RawIOBase):
    """A stream zipfile cannot seek back in, so it writes data descriptors (flag bit 3)."""
    def __init__(self):
        self.buf = bytearray()
    def writable(self):
        return True
    def seekable(self):
        return False
    def write(self, b):
        self.buf += b
        return len(b)


def deflate_raw(data, level=6, strategy=zlib.Z_DEFAULT_STRATEGY, flushes=()):
    c = zlib.compressobj(level, zlib.DEFLATED, -15, 8, strategy)
    out = bytearray()
    cut = 0
    for at, mode in flushes:
        out += c.compress(data[cut:at]) + c.flush(mode)
        cut = at
    out += c.compress(data[cut:]) + c.flush()
    return bytes(out)


def record_stream(name, data, stream, expect_type=None):
    assert zlib.decompress(stream, -15) == data
    first = stream[0] >> 1 & 3 if stream else -1
    if expect_type is not None:
        assert first == expect_type, (name, first)
    write(name, stream)
    manifest.append(f"stream\t{name}\t{len(data)}\t{zlib.crc32(data):08x}\t{first}")


def patch_names(data, old, new):
    assert len(old) == len(new) and data.count(old) == 2
    return data.replace(old, new)


def set_flags(data, bit):
    """Sets a general-purpose flag bit in every local and central header."""
    b = bytearray(data)
    i = 0
    while (i := b.find(b"PK\x03\x04", i)) >= 0:
        struct.pack_into("<H", b, i + 6, struct.unpack_from("<H", b, i + 6)[0] | bit); i += 4
    i = 0
    while (i := b.find(b"PK\x01\x02", i)) >= 0:
        struct.pack_into("<H", b, i + 8, struct.unpack_from("<H", b, i + 8)[0] | bit); i += 4
    return bytes(b)


def patch_u32(data, local_at, central_at, value):
    """Sets a 32-bit field of the (single) local header and central header."""
    b = bytearray(data)
    struct.pack_into("<I", b, b.find(b"PK\x03\x04") + local_at, value)
    struct.pack_into("<I", b, b.find(b"PK\x01\x02") + central_at, value)
    return bytes(b)


class BitWriter:
    """Bits least significant first, as deflate packs them; Huffman codes most significant first."""
    def __init__(self):
        self.out, self.acc, self.n = bytearray(), 0, 0
    def bits(self, value, count):
        self.acc |= value << self.n
        self.n += count
        while self.n >= 8:
            self.out.append(self.acc & 0xFF); self.acc >>= 8; self.n -= 8
    def code(self, code, length):
        self.bits(int(format(code, f"0{length}b")[::-1], 2), length)
    def zeros(self, count):
        while count and self.n:
            self.bits(0, 1); count -= 1
        self.out += bytes(count // 8)
        self.bits(0, count % 8)
    def done(self):
        if self.n:
            self.out.append(self.acc & 0xFF)
        return bytes(self.out)


def zeros_stream(size):
    """`size` zero bytes as one dynamic block whose codes are 1 and 2 bits long: a literal 0,
    then (length 258, distance 1) pairs of two zero bits each, then literal zeros. zlib's own
    output splits into blocks whose headers break the period; this one deflates again to almost nothing."""
    w = BitWriter()
    w.bits(1, 1); w.bits(2, 2)                       # final block, dynamic
    w.bits(29, 5); w.bits(0, 5); w.bits(14, 4)       # 286 literal/length codes, 1 distance code, 18 code-length codes
    order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    for sym in order[:18]:
        w.bits(2 if sym in (0, 1, 2, 18) else 0, 3)  # code-length codes 0, 1, 2, 18: two bits each (00, 01, 10, 11)
    cl = {0: (0, 2), 1: (1, 2), 2: (2, 2), 18: (3, 2)}
    w.code(*cl[2])                                   # literal 0: length 2
    w.code(*cl[18]); w.bits(127, 7)                  # 138 zeros
    w.code(*cl[18]); w.bits(106, 7)                  # 117 zeros: literals 1–255 unused
    w.code(*cl[2])                                   # 256 (end of block): length 2
    w.code(*cl[18]); w.bits(17, 7)                   # 28 zeros: lengths 257–284 unused
    w.code(*cl[1])                                   # 285 (length 258): length 1
    w.code(*cl[1])                                   # distance 0 (1): length 1
    # Codes: 285 = 0, literal 0 = 10, end of block = 11; distance 0 = 0.
    pairs, rest = divmod(size - 1, 258)
    w.code(2, 2)
    w.zeros(2 * pairs)
    for _ in range(rest):
        w.code(2, 2)
    w.code(3, 2)
    return w.done()


def bomb(size, declared=None):
    """A ZIP of one file, zeros.bin, of `size` zero bytes (declaring `declared`), built by hand."""
    data = zeros_stream(size)
    crc, d, total = 0, zlib.decompressobj(-15), 0
    for i in range(0, len(data), 1 << 14):
        chunk = d.decompress(data[i:i + (1 << 14)])
        crc, total = zlib.crc32(chunk, crc), total + len(chunk)
    assert total == size and d.eof
    declared = size if declared is None else declared
    name = b"zeros.bin"
    local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0x3BC0, 0x58B1, crc, len(data), declared, len(name), 0) + name
    central = struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 0x031E, 20, 0, 8, 0x3BC0, 0x58B1, crc, len(data), declared,
                          len(name), 0, 0, 0, 0, 0o100644 << 16, 0) + name
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, len(central), len(local) + len(data), 0)
    return local + data + central + end


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))

    # Archives as zipfile writes them: every deflate level, stored, data descriptors, a comment.
    record_zip("stored.zip", make_zip(CONTENTS, zipfile.ZIP_STORED))
    for level in range(10):
        record_zip(f"level-{level}.zip", make_zip(CONTENTS, zipfile.ZIP_DEFLATED, level))
    s = Unseekable()
    with zipfile.ZipFile(s, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in CONTENTS:
            if data is not None:
                with z.open(info(name), "w") as f:
                    f.write(data)
    assert struct.unpack_from("<H", s.buf, 6)[0] & 8, "no data descriptor"
    record_zip("data-descriptor.zip", bytes(s.buf))
    # zipfile itself stops at the false record in the comment: its expectations come from the same archive with a plain comment.
    record_zip("comment.zip", make_zip(CONTENTS[:3], zipfile.ZIP_DEFLATED, 6,
                                       comment=b"A comment with a false record: PK\x05\x06 and more." * 20),
               reference=make_zip(CONTENTS[:3], zipfile.ZIP_DEFLATED, 6, comment=b"A comment with a false record: PK\x05\x07 and more." * 20))
    record_zip("empty.zip", make_zip([], zipfile.ZIP_DEFLATED))
    # Code page 437: a name without the UTF-8 flag whose bytes are not UTF-8.
    cp = make_zip([("caf_-____.txt", b"cp437\n")], zipfile.ZIP_STORED)
    cp = patch_names(cp, b"caf_-____.txt", b"caf\x82-\x9b\xe1\xfe\xff.txt")
    write("cp437.zip", cp)
    cp_name = b"caf\x82-\x9b\xe1\xfe\xff.txt".decode("cp437").encode().hex()
    manifest.append(f"entry\tcp437.zip\t{cp_name}\t6\t{zlib.crc32(b'cp437' + bytes([10])):08x}")

    # Raw deflate streams: every level, each strategy, flushes (empty stored blocks mid-stream).
    data = text(8000, 3)
    for level in range(10):
        record_stream(f"raw-level-{level}.deflate", data, deflate_raw(data, level), 0 if level == 0 else 2)
    record_stream("raw-fixed.deflate", data, deflate_raw(data, 6, zlib.Z_FIXED), 1)
    record_stream("raw-huffman-only.deflate", data, deflate_raw(data, 6, zlib.Z_HUFFMAN_ONLY), 2)
    record_stream("raw-rle.deflate", data, deflate_raw(data, 6, zlib.Z_RLE), 2)
    record_stream("raw-flushes.deflate", data,
                  deflate_raw(data, 6, flushes=[(10, zlib.Z_SYNC_FLUSH), (5000, zlib.Z_FULL_FLUSH), (5000, zlib.Z_SYNC_FLUSH), (6789, zlib.Z_FULL_FLUSH)]), 1)
    record_stream("raw-short-fixed.deflate", b"a", deflate_raw(b"a"), 1)
    record_stream("raw-empty.deflate", b"", deflate_raw(b""), 1)
    repetitive = (b"abcabcabcd" * 100 + b"\n" + bytes(300) + b"the same line again and again\n" * 10) * 700
    repetitive = repetitive[: 1 << 20]
    record_stream("raw-repetitive-1mb.deflate", repetitive, deflate_raw(repetitive, 9), 2)
    varied = loop_rows(1 << 20, 4)
    record_stream("raw-varied-1mb.deflate", varied, deflate_raw(varied, 6), 2)

    # Hostile archives.
    small = [("a.txt", b"the first file\n" * 30), ("b.txt", b"the second file\n" * 30)]
    write("traversal.zip", make_zip([("../evil.txt", b"evil\n")], zipfile.ZIP_DEFLATED))
    write("traversal-inner.zip", make_zip([("notes/../../evil.txt", b"evil\n")], zipfile.ZIP_DEFLATED))
    write("absolute.zip", make_zip([("/abs", b"evil\n")], zipfile.ZIP_DEFLATED))
    write("backslash.zip", make_zip([("a\\b.txt", b"evil\n")], zipfile.ZIP_DEFLATED))
    write("nul.zip", patch_names(make_zip([("a_b.txt", b"x\n")], zipfile.ZIP_STORED), b"a_b.txt", b"a\0b.txt"))
    write("bad-utf8.zip", set_flags(patch_names(make_zip([("a_b.txt", b"x\n")], zipfile.ZIP_STORED), b"a_b.txt", b"a\xffb.txt"), 0x800))
    write("encrypted.zip", set_flags(make_zip(small, zipfile.ZIP_DEFLATED), 1))
    write("bzip2.zip", make_zip(small, zipfile.ZIP_BZIP2))
    write("duplicate.zip", make_zip([("same.txt", b"1\n"), ("same.txt", b"2\n")], zipfile.ZIP_DEFLATED))
    one = make_zip(small[:1], zipfile.ZIP_DEFLATED)
    crc = zlib.crc32(small[0][1])
    write("wrong-crc.zip", patch_u32(one, 14, 16, crc ^ 0x10))
    write("size-smaller.zip", patch_u32(one, 22, 24, len(small[0][1]) - 1))
    write("size-larger.zip", patch_u32(one, 22, 24, len(small[0][1]) + 1))
    stored = make_zip(small[:1], zipfile.ZIP_STORED)
    write("stored-size.zip", patch_u32(stored, 22, 24, len(small[0][1]) + 1))
    # ZIP64: an entry zipfile forced to ZIP64 (its local header), and an end of central directory deferring to ZIP64.
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        with z.open(info("big.txt"), "w", force_zip64=True) as f:
            f.write(b"not big at all\n")
    write("zip64-entry.zip", buf.getvalue())
    z = bytearray(one)
    eocd = z.rfind(b"PK\x05\x06")
    cd_size, cd_offset = struct.unpack_from("<II", z, eocd + 12)
    record = struct.pack("<IQHHIIQQQQ", 0x06064B50, 44, 45, 45, 0, 0, 1, 1, cd_size, cd_offset)
    locator = struct.pack("<IIQI", 0x07064B50, 0, eocd, 1)
    tail = bytearray(z[eocd:])
    struct.pack_into("<HHHHII", tail, 4, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFFFFFF, 0xFFFFFFFF)
    write("zip64-eocd.zip", bytes(z[:eocd]) + record + locator + bytes(tail))
    md = bytearray(one)
    struct.pack_into("<H", md, md.rfind(b"PK\x05\x06") + 4, 1)
    write("multidisk.zip", bytes(md))
    write("not-a-zip.zip", b"Date,Value,Notes\n2024-12-31,YES_MANUAL,\n" * 3)
    # Zip bombs, deflated a second time: 1 GiB of zeros declared honestly, and 64 MiB declaring 1000 bytes.
    honest = bomb(1 << 30)
    with zipfile.ZipFile(io.BytesIO(honest)) as z:
        assert z.infolist()[0].file_size == 1 << 30
    write("bomb.zip.deflate", deflate_raw(honest, 9))
    manifest.append(f"stream\tbomb.zip.deflate\t{len(honest)}\t{zlib.crc32(honest):08x}\t-")
    liar = bomb(64 << 20, declared=1000)
    write("bomb-lying.zip.deflate", deflate_raw(liar, 9))
    manifest.append(f"stream\tbomb-lying.zip.deflate\t{len(liar)}\t{zlib.crc32(liar):08x}\t-")

    write("manifest.txt", ("\n".join(manifest) + "\n").encode())
    total = sum(os.path.getsize(os.path.join(OUT, f)) for f in os.listdir(OUT))
    print(f"make-fixtures: {len(os.listdir(OUT))} files, {total} bytes in {OUT}")


if __name__ == "__main__":
    main()
