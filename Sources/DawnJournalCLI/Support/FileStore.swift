import DawnJournal
import Foundation

/// Reading and writing journal files. Every write is atomic: a temporary file in the same
/// folder, flushed, given the original's permissions, then renamed over the original.
enum FileStore {
    static func read(_ path: String) throws -> [UInt8] {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw CLIFailure("\(path): is a folder, not a file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            if FileManager.default.fileExists(atPath: path) { throw CLIFailure("\(path): cannot be read (permission denied)") }
            throw CLIFailure("\(path): no such file")
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw CLIFailure("\(path): cannot be read: \(error.localizedDescription)")
        }
    }

    /// Replaces (or creates) `path` with `bytes` atomically, keeping the original's permissions.
    static func writeAtomically(_ bytes: [UInt8], to path: String, crashAfterTemporaryFile: Bool = false) throws {
        let dir = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((dir as NSString).appendingPathComponent(".\(name).dawn-tmp-XXXXXX")).utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw CLIFailure("\(path): cannot create a temporary file in \(dir): \(systemError())") }
        let tempPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer { if !ok { unlink(tempPath) } }
        var mode: mode_t = 0o644
        var st = stat()
        if stat(path, &st) == 0 { mode = st.st_mode & 0o7777 }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        guard written, fchmod(fd, mode) == 0, fsync(fd) == 0 else {
            close(fd)
            throw CLIFailure("\(path): writing the temporary file failed: \(systemError())")
        }
        close(fd)
        if crashAfterTemporaryFile {
            // Test hook (DAWN_JOURNAL_TEST_CRASH_AFTER_TEMP=1): stop as a crash would, after
            // the temporary file is written and before it replaces the original.
            ok = true
            exit(70)
        }
        guard rename(tempPath, path) == 0 else {
            throw CLIFailure("\(path): replacing the file failed: \(systemError())")
        }
        ok = true
    }

    /// Removes temporary files a crashed writer left in `dir` (`.NAME.dawn-tmp-XXXXXX`).
    /// Called under the journal lock, when no other writer can be using them.
    static func sweepTemporaries(in dir: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        for name in names where name.hasPrefix(".") && name.contains(".dawn-tmp-") {
            unlink((dir as NSString).appendingPathComponent(name))
        }
    }

    /// Creates the day file's folder if needed, sweeps stale temporaries there, and writes.
    static func writeJournalFile(_ bytes: [UInt8], to path: String, context: CLIContext) throws {
        let dir = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw CLIFailure("cannot create \(dir): \(error.localizedDescription)")
        }
        sweepTemporaries(in: dir)
        try writeAtomically(bytes, to: path, crashAfterTemporaryFile: context.environment["DAWN_JOURNAL_TEST_CRASH_AFTER_TEMP"] == "1")
    }

    /// The bytes of `path`, or nil when there is no such file.
    static func readIfPresent(_ path: String) throws -> [UInt8]? {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return nil }
        return try read(path)
    }

    static func systemError() -> String {
        String(decoding: Array(UnsafeBufferPointer(start: strerror(errno), count: strlen(strerror(errno)))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Day files under `days/`, as paths relative to the journal root, sorted.
    ///
    /// A day file is named `YYYY-MM-DD.md`; other files are left for lint to mention.
    static func dayFiles(in journal: JournalLocation) -> [String] {
        let daysDir = journal.path("days")
        guard let walker = FileManager.default.enumerator(atPath: daysDir) else { return [] }
        var out: [String] = []
        while let rel = walker.nextObject() as? String {
            let name = (rel as NSString).lastPathComponent
            if name.hasSuffix(".md"), LocalDate(name.dropLast(3)) != nil { out.append("days/" + rel) }
        }
        return out.sorted()
    }

    /// What lint and the views read: habits.toml, every day file under days/ (misnamed ones
    /// included, so they can be reported), and the names of other files there (not read).
    /// Hidden files (`.gitkeep`, editors' and our own temporary files) are skipped.
    static func sources(of journal: JournalLocation) -> JournalSources {
        var dayFiles: [SourceFile] = []
        var others: [String] = []
        let fm = FileManager.default
        if let walker = fm.enumerator(atPath: journal.path("days")) {
            var found: [String] = []
            while let rel = walker.nextObject() as? String {
                let name = (rel as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory { walker.skipDescendants() }
                    continue
                }
                if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                    // A folder named like a day file is reported as an unreadable day file.
                    if DayPath("days/" + rel).isDayFile { found.append("days/" + rel); walker.skipDescendants() }
                    continue
                }
                found.append("days/" + rel)
            }
            for rel in found.sorted() {
                if DayPath(rel).isDayFile { dayFiles.append(sourceFile(rel, in: journal)) } else { others.append(rel) }
            }
        }
        return JournalSources(habits: sourceFile("habits.toml", in: journal), dayFiles: dayFiles, otherFiles: others)
    }

    /// The dates that have a day file, oldest first, from the names under days/YYYY/ only:
    /// nothing is read.
    static func dayDates(in journal: JournalLocation) -> [LocalDate] {
        let fm = FileManager.default
        guard let years = try? fm.contentsOfDirectory(atPath: journal.path("days")) else { return [] }
        var dates: [LocalDate] = []
        for year in years where year.count == 4 && Int(year) != nil {
            guard let names = try? fm.contentsOfDirectory(atPath: journal.path("days/" + year)) else { continue }
            for name in names {
                if case .day(let d) = DayPath("days/\(year)/\(name)") { dates.append(d) }
            }
        }
        return dates.sorted()
    }

    static func sourceFile(_ rel: String, in journal: JournalLocation) -> SourceFile {
        do {
            return SourceFile(path: rel, bytes: try read(journal.path(rel)))
        } catch let e as CLIFailure {
            let reason = e.message.hasPrefix(journal.path(rel)) ? String(e.message.dropFirst(journal.path(rel).count + 2)) : e.message
            return SourceFile(path: rel, readError: reason)
        } catch {
            return SourceFile(path: rel, readError: "\(error)")
        }
    }
}
