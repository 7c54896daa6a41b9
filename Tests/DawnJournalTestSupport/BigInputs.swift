import Foundation

/// How big the big inputs of the torture-like tests are (a 10 MB line, a million lines, a 10 MB
/// habits.toml): a tenth of their size in `swift test`, so that a newcomer's run stays quick,
/// and full size with `DAWN_FULL_CORPUS=1`, as CI's torture step runs them (.ci/run). Only the
/// sizes change; every assertion is the same at both.
public enum BigInputs {
    /// Whether the inputs are full size (`DAWN_FULL_CORPUS=1`).
    public static let isFull = ProcessInfo.processInfo.environment["DAWN_FULL_CORPUS"] == "1"

    /// `n` when the inputs are full size, a tenth of it otherwise.
    public static func size(_ n: Int) -> Int { isFull ? n : n / 10 }
}
