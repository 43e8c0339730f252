import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 request over a plain socket to 127.0.0.1: the path goes out exactly as given
/// (`%2e%2e` stays encoded), and redirects are not followed, so tests see what the server said.
enum HTTPProbe {
    struct Response {
        var status: Int
        /// Header names in lower case.
        var headers: [String: String]
        var body: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func request(port: Int, path: String, method: String = "GET") throws -> Response {
        let request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        return try exchange(port: port, sending: request) { received, _ in parse(received, expectingBody: method != "HEAD") }
    }

    /// Everything the server sends back for `requests` (several may go in one connection), until it closes.
    static func conversation(port: Int, sending requests: String) throws -> String {
        try exchange(port: port, sending: requests) { received, closed in closed ? String(decoding: received, as: UTF8.self) : nil }
    }

    /// Sends `text`, then reads until `complete` makes a value of what arrived (`closed`: and the server closed).
    private static func exchange<Value>(port: Int, sending text: String, complete: (_ received: [UInt8], _ closed: Bool) -> Value?) throws -> Value {
        let connection = try RawConnection(port: port)
        try connection.write(text)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(connection.descriptor, &buffer, buffer.count, 0)
            if count < 0 { throw Failure(description: "recv: \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            received += buffer[0..<count]
            if let response = complete(received, false) { return response }
        }
        if let response = complete(received, true) { return response }
        throw Failure(description: "incomplete response: \(String(decoding: received, as: UTF8.self))")
    }

    /// The response once its head and `Content-Length` bytes of body have arrived.
    private static func parse(_ bytes: [UInt8], expectingBody: Bool) -> Response? {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = (0...max(0, bytes.count - separator.count)).first(where: { Array(bytes[$0..<min(bytes.count, $0 + 4)]) == separator })
        else { return nil }
        let lines = String(decoding: bytes[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let body = bytes[(end + separator.count)...]
        let length = expectingBody ? Int(headers["content-length"] ?? "0") ?? 0 : 0
        guard body.count >= length else { return nil }
        return Response(status: status, headers: headers, body: String(decoding: body.prefix(length), as: UTF8.self))
    }
}
