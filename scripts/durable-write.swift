// The floor of a durable write in Swift, for scripts/benchmark.py (a reference outside the product).
//
// scripts/durable-write.c again, statement for statement, in Swift with the C library only: a
// temporary file next to PATH, SIZE bytes of text, the old file's mode, fsync, rename. The
// benchmark compiles it with `swiftc -O -static-executable`, as `make` links dawn-journal, so
// that `log` ÷ this is what dawn-journal's own work costs over any Swift program's start and the
// write itself.
//
//   durable-write-swift PATH SIZE    replaces PATH with SIZE bytes of text; exits 0, or 1 with a
//                                    line on stderr

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ what: String, _ path: String) -> Never {
    let reason = String(cString: strerror(errno))
    fputs("durable-write-swift: \(what) \(path): \(reason)\n", stderr)
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    fputs("usage: durable-write-swift PATH SIZE\n", stderr)
    exit(64)
}
let path = arguments[1]
guard let size = Int(arguments[2]), size >= 0, size <= 1 << 30 else {
    fputs("durable-write-swift: SIZE must be a number of bytes, got '\(arguments[2])'\n", stderr)
    exit(64)
}
var text = [UInt8](repeating: UInt8(ascii: "x"), count: size)
for i in stride(from: 39, to: size, by: 40) { text[i] = UInt8(ascii: "\n") }

var temporary = Array((path + ".dawn-tmp-XXXXXX").utf8CString)
let fd = temporary.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
let temporaryPath = String(cString: temporary)
if fd < 0 { fail("cannot create a temporary file for", path) }

var old = stat()
let mode = stat(path, &old) == 0 ? old.st_mode & 0o7777 : 0o644
var done = 0
while done < size {
    let n = text.withUnsafeBytes { write(fd, $0.baseAddress! + done, size - done) }
    if n < 0 && errno == EINTR { continue }
    if n <= 0 {
        unlink(temporaryPath)
        fail("cannot write", temporaryPath)
    }
    done += n
}
if fchmod(fd, mode) != 0 || fsync(fd) != 0 {
    unlink(temporaryPath)
    fail("cannot fsync", temporaryPath)
}
close(fd)
if rename(temporaryPath, path) != 0 {
    unlink(temporaryPath)
    fail("cannot rename over", path)
}
