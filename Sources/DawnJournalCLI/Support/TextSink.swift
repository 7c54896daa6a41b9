import Foundation

/// Where a command writes: the real stdout/stderr, or a buffer in tests.
public protocol TextSink: AnyObject {
    func write(_ text: String)
}

/// Collects output in memory, for in-process tests.
public final class BufferSink: TextSink {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
}

/// Writes to a file descriptor, unbuffered.
public final class FileDescriptorSink: TextSink {
    let handle: FileHandle
    public init(_ handle: FileHandle) { self.handle = handle }
    public func write(_ text: String) { handle.write(Data(text.utf8)) }
}
