/// The environment a command reads: the process's, read a name at a time (`getenv`), or a
/// given set (tests). A command copies the whole of it only to hand it on (`edit`, `ui`, `git`),
/// so one that reads three names pays for three lookups, not for a dictionary of all of them.
public struct EnvironmentVariables: ExpressibleByDictionaryLiteral {
    /// nil: the process's.
    private var given: [String: String]?

    /// The running process's environment.
    static var process: EnvironmentVariables { EnvironmentVariables(given: nil) }

    private init(given: [String: String]?) { self.given = given }

    /// The variables `values`, and no other.
    public init(_ values: [String: String]) { given = values }

    public init(dictionaryLiteral elements: (String, String)...) {
        given = Dictionary(elements) { first, _ in first }
    }

    /// The value of the variable `name`, or nil when it is not set. Setting one copies the
    /// process's variables first.
    public subscript(name: String) -> String? {
        get { given.map { $0[name] } ?? Platform.variable(name) }
        set {
            var all = values
            all[name] = newValue
            given = all
        }
    }

    /// Every variable, `NAME: value`.
    public var values: [String: String] { given ?? Platform.environment() }
}
