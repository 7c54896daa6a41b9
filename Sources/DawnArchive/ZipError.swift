/// Why an archive or a deflate stream could not be read.
///
/// One sentence, lower-case, naming the entry it is about when there is one, so that a
/// command line can print it after "Error: " as it is.
public struct ZipError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, for a person: `"a.txt": its CRC-32 is 0x… but the data's is 0x…`.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
