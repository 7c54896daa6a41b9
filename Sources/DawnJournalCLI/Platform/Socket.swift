#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The socket calls of `serve`: a listening TCP socket on an IPv4 or IPv6 address, accepting,
/// non-blocking reads and writes, `poll`, and the kernel's random bytes. Every descriptor is
/// non-blocking and closed on exec.
enum Socket {
    /// One descriptor's readiness for `poll`.
    struct Poll {
        var fd: Int32
        var read: Bool
        var write: Bool
    }

    /// Listens on `address` (`127.0.0.1`, `0.0.0.0`, `::1`, `::`) and `port` (0: any free
    /// port); returns the socket and the port it is bound to.
    static func listen(address: String, port: Int) throws -> (fd: Int32, port: Int) {
        let six = address.contains(":")
        #if canImport(Darwin)
        let stream = SOCK_STREAM
        #else
        let stream = Int32(SOCK_STREAM.rawValue)
        #endif
        let fd = socket(six ? AF_INET6 : AF_INET, stream, 0)
        guard fd >= 0 else { throw CLIFailure("cannot make a socket: \(Platform.errorMessage())") }
        configure(fd)
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var bound: Int32
        if six {
            var a = sockaddr_in6()
            a.sin6_family = sa_family_t(AF_INET6)
            a.sin6_port = UInt16(port).bigEndian
            guard inet_pton(AF_INET6, address, &a.sin6_addr) == 1 else {
                close(fd)
                throw CLIFailure("'\(address)' is not an IPv6 address")
            }
            _ = setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &yes, socklen_t(MemoryLayout<Int32>.size))
            bound = withUnsafePointer(to: &a) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            var a = sockaddr_in()
            a.sin_family = sa_family_t(AF_INET)
            a.sin_port = UInt16(port).bigEndian
            guard inet_pton(AF_INET, address, &a.sin_addr) == 1 else {
                close(fd)
                throw CLIFailure("'\(address)' is not an IPv4 address")
            }
            bound = withUnsafePointer(to: &a) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        guard bound == 0, Glue.listen(fd, 128) == 0 else {
            let why = Platform.errorMessage()
            close(fd)
            throw CLIFailure("cannot listen on \(six ? "[\(address)]" : address):\(port): \(why)")
        }
        return (fd, boundPort(fd, six: six) ?? port)
    }

    /// The port a socket is bound to.
    private static func boundPort(_ fd: Int32, six: Bool) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let r = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard r == 0 else { return nil }
        return withUnsafePointer(to: &storage) { p -> Int in
            if six {
                return p.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            }
            return p.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                Int(UInt16(bigEndian: $0.pointee.sin_port))
            }
        }
    }

    /// Non-blocking, closed on exec, and (on macOS) no SIGPIPE on a write to a closed peer.
    private static func configure(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// A waiting connection, or nil when there is none (or it went away).
    static func accept(_ listener: Int32) -> Int32? {
        let fd = Glue.accept(listener, nil, nil)
        guard fd >= 0 else { return nil }
        configure(fd)
        // The kernel's send buffer grows to megabytes for a client that does not read; 64 KiB
        // (doubled by Linux) keeps what the server holds for each close to its own output cap.
        var size: Int32 = 64 * 1024
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        return fd
    }

    /// Reads what has arrived: the count, 0 at the end of the stream, -1 when nothing is
    /// waiting (EAGAIN), -2 on an error.
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let n = recv(fd, buffer.baseAddress!, buffer.count, 0)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? -1 : -2
        }
    }

    /// Writes what the socket takes now: the count (0 when it takes nothing), or -1 on an error.
    static func write(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        guard buffer.count > 0 else { return 0 }
        #if canImport(Darwin)
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        while true {
            let n = send(fd, buffer.baseAddress!, buffer.count, flags)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : -1
        }
    }

    static func close(_ fd: Int32) { _ = Glue.close(fd) }

    /// Waits until one of `fds` is ready or `milliseconds` pass (-1: no limit); returns each
    /// descriptor's `(readable or hung up, writable)`.
    static func poll(_ fds: [Poll], milliseconds: Int32) -> [(read: Bool, write: Bool)] {
        var p = fds.map {
            pollfd(fd: $0.fd, events: Int16(($0.read ? POLLIN : 0) | ($0.write ? POLLOUT : 0)), revents: 0)
        }
        let n = Glue.poll(&p, nfds_t(p.count), milliseconds)
        guard n > 0 else { return fds.map { _ in (false, false) } }
        let hangUp = Int16(POLLHUP | POLLERR | POLLNVAL)
        return p.map { ($0.revents & (Int16(POLLIN) | hangUp) != 0, $0.revents & (Int16(POLLOUT) | hangUp) != 0) }
    }

    /// `count` random bytes from the kernel (`/dev/urandom`, there on Linux and macOS alike).
    static func randomBytes(_ count: Int) throws -> [UInt8] {
        let fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw CLIFailure("cannot read /dev/urandom: \(Platform.errorMessage())") }
        defer { _ = Glue.close(fd) }
        var out = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = out.withUnsafeMutableBytes {
                Platform.readSome(fd, UnsafeMutableRawBufferPointer(rebasing: $0[filled...]))
            }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw CLIFailure("cannot read /dev/urandom: \(Platform.errorMessage())") }
            filled += n
        }
        return out
    }

    /// The IPv4 and IPv6 addresses of this machine's interfaces that are up (`getifaddrs`),
    /// loopback and link-local ones left out: the names a phone on the same network uses.
    static func interfaceAddresses(ipv6: Bool) -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var out: [String] = []
        var p: UnsafeMutablePointer<ifaddrs>? = first
        while let a = p {
            defer { p = a.pointee.ifa_next }
            guard let addr = a.pointee.ifa_addr, a.pointee.ifa_flags & UInt32(IFF_UP) != 0,
                a.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0
            else { continue }
            var text = [CChar](repeating: 0, count: 64)
            if addr.pointee.sa_family == sa_family_t(AF_INET) {
                addr.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { s in
                    var a = s.pointee.sin_addr
                    _ = inet_ntop(AF_INET, &a, &text, 64)
                }
            } else if ipv6, addr.pointee.sa_family == sa_family_t(AF_INET6) {
                addr.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { s in
                    var a = s.pointee.sin6_addr
                    _ = inet_ntop(AF_INET6, &a, &text, 64)
                }
            } else {
                continue
            }
            let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !name.isEmpty, !name.hasPrefix("fe80"), !out.contains(name) { out.append(name) }
        }
        return out
    }
}

/// The C library's functions whose names `Socket`'s own shadow.
private enum Glue {
    #if canImport(Glibc)
    static let listen = Glibc.listen
    static let accept = Glibc.accept
    static let close = Glibc.close
    static let poll = Glibc.poll
    #elseif canImport(Darwin)
    static let listen = Darwin.listen
    static let accept = Darwin.accept
    static let close = Darwin.close
    static let poll = Darwin.poll
    #elseif canImport(Musl)
    static let listen = Musl.listen
    static let accept = Musl.accept
    static let close = Musl.close
    static let poll = Musl.poll
    #endif
}
