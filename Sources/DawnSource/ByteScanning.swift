#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Byte searches for the hot loops, done by the C library so that even a debug build reads a
/// 10 MB line quickly.
package enum ByteScanning {
    /// The offset of the first `byte` at or after `from`, or nil.
    package static func find(_ byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from < buffer.count, let base = buffer.baseAddress else { return nil }
        guard let hit = memchr(base + from, Int32(byte), buffer.count - from) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether two runs of bytes are the same bytes.
    package static func same(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }
}
