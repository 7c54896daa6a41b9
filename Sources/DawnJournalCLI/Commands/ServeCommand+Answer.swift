import DawnJournal
import DawnServe

/// What the loop does with each request a connection reads: the app answers it, and the
/// request log (standard error, unless --quiet) gets its line.
extension ServeLoop {
    /// The answer to what the connection on `fd` read; an event stream's cookie is kept, to end
    /// the stream when its device is revoked.
    func answer(_ event: HTTPParser.Event, on fd: Int32) -> (HTTPResponse, ServeApp.Then) {
        let (response, then) = answer(event)
        if then == .events, case .request(let request) = event, request.header("authorization") == nil {
            streamCookies[fd] = request.cookie(app.sessionCookie)
        }
        return (response, then)
    }

    /// The streams whose device was revoked (looked up at most once a second).
    func revokedStreams(at time: Double) -> [Int32] {
        guard !streamCookies.isEmpty, time - streamsChecked >= 1 else { return [] }
        streamsChecked = time
        return streamCookies.compactMap { fd, cookie in app.device(cookie: cookie) == nil ? fd : nil }
    }

    /// The answer to what a connection read, logged.
    func answer(_ event: HTTPParser.Event) -> (HTTPResponse, ServeApp.Then) {
        let start = Platform.monotonicSeconds()
        switch event {
        case .failure(let status):
            record(nil, status, since: start)
            return (HTTPResponse(status, type: "text/plain; charset=utf-8", "\(status.reason).\n"), .close)
        case .request(let request):
            let (response, then) = app.respond(request)
            record(request, response.status, since: start)
            // A write went through: `--sync` commits it soon.
            if request.method == "POST", response.status == .ok { sync?.noteWrite() }
            return (response, then)
        }
    }

    /// The request log's line of `request` (nil: one that did not read) answered with `status`.
    func record(_ request: HTTPRequest?, _ status: HTTPStatus, since start: Double) {
        guard let log else { return }
        let ms = (Platform.monotonicSeconds() - start) * 1000
        let time = Platform.localTimestamp()
        log(
            RequestLog.line(
                time: time, method: request?.method, path: request?.path, status: status, milliseconds: ms,
                device: request.flatMap(app.deviceName)))
    }
}
