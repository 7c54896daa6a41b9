/// What a three-way merge of one journal file gives: the merged bytes, with conflict markers
/// where the two sides changed the same thing differently, and how many conflicts remain.
public struct MergeResult: Sendable, Equatable {
    /// The merged file; conflict markers (`<<<<<<<`, `=======`, `>>>>>>>`) around each conflict.
    public var bytes: [UInt8]
    /// How many conflicts the bytes hold; zero for a clean merge.
    public var conflicts: Int
    /// Why the file was merged line by line instead of by meaning (a side that does not parse),
    /// or nil. Such a merge always counts as conflicted, so that a person looks at it.
    public var fallback: String?

    public init(bytes: [UInt8], conflicts: Int, fallback: String? = nil) {
        self.bytes = bytes
        self.conflicts = conflicts
        self.fallback = fallback
    }

    /// Whether the merge left nothing for a person to decide.
    public var isClean: Bool { conflicts == 0 && fallback == nil }
}

/// The labels and size of conflict markers, as Git passes them to a merge driver.
public struct MergeMarkers: Sendable, Equatable {
    /// How many `<`, `=` or `>` a marker has (Git's `%L`; 7 by default).
    public var size: Int
    /// The label after `<<<<<<<`.
    public var ours: String
    /// The label after `>>>>>>>`.
    public var theirs: String

    public init(size: Int = 7, ours: String = "ours", theirs: String = "theirs") {
        self.size = size
        self.ours = ours
        self.theirs = theirs
    }

    var lineMarkers: LineMerge.Markers { .init(size: size, ours: ours, theirs: theirs) }
}
