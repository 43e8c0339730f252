import NIOHTTP1
import Testing
@testable import Serve

/// NIO's decoder reports an overlong URL and overlong headers as one error; the URL's length,
/// counted as the bytes arrive, tells 414 from 431.
@Suite struct RequestLineWatchTests {
    /// The URL's length after `packets` arrive one after another.
    func targetBytes(_ packets: [String], endingRequestAfter ended: Int? = nil) -> Int {
        let watch = RequestLineWatch()
        for (index, packet) in packets.enumerated() {
            Array(packet.utf8).withUnsafeBytes { watch.observe($0) }
            if index == ended { watch.requestEnded() }
        }
        return watch.targetBytes
    }

    @Test(arguments: [
        (["GET /log/ HTTP/1.1\r\nHost: x\r\n\r\n"], 5),
        (["GE", "T /lo", "g/", " HTTP/1.1\r\n"], 5),
        (["GET /", String(repeating: "a", count: 10_000)], 10_001),
        (["\r\n\r\nGET /abc HTTP/1.1\r\n"], 4),
        (["GET /abc\r\n"], 4),
        // Spaces in a header do not count: the URL ended at the first space after it.
        (["GET /a HTTP/1.1\r\nX-Long: a b c d\r\n"], 2),
    ])
    func countsTheURL(packets: [String], bytes: Int) {
        #expect(targetBytes(packets) == bytes)
    }

    /// Blank lines before a request line are skipped in a loop: a client sending megabytes of
    /// them must not run the server out of stack.
    @Test func manyBlankLinesBeforeTheRequest() {
        #expect(targetBytes([String(repeating: "\r\n", count: 500_000) + "GET /abc HTTP/1.1\r\n"]) == 4)
    }

    @Test func countsEachRequestAfresh() {
        #expect(targetBytes(["GET /first HTTP/1.1\r\n\r\n", "GET /second-one HTTP/1.1\r\n"], endingRequestAfter: 0) == 11)
    }

    @Test(arguments: [
        (HTTPParserError.headerOverflow, PreviewLimits.requestLineBytes + 1, HTTPResponseStatus.uriTooLong),
        (.headerOverflow, 1 << 20, .uriTooLong),
        (.headerOverflow, PreviewLimits.requestLineBytes, .requestHeaderFieldsTooLarge),
        (.headerOverflow, 5, .requestHeaderFieldsTooLarge),
        (.invalidMethod, 5, .badRequest),
        (.invalidVersion, 1 << 20, .badRequest),
    ])
    func statusOfADecodingError(error: HTTPParserError, targetBytes: Int, status: HTTPResponseStatus) {
        #expect(BadRequestHandler.status(for: error, targetBytes: targetBytes) == status)
    }

    /// Connections allowed under a descriptor limit: 64 kept for files, the watcher and builds.
    @Test(arguments: [(256, 192), (1_024, 960), (20_000, 1_024), (32, 8)])
    func connectionsUnderADescriptorLimit(descriptors: Int, connections: Int) {
        #expect(PreviewLimits.connections(underDescriptorLimit: descriptors) == connections)
    }
}
