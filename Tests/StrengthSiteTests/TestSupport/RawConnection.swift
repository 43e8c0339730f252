import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One TCP connection to 127.0.0.1 over a plain socket, for what `HTTPProbe` cannot do: a request
/// sent a byte at a time, a response of many megabytes counted as it arrives or cut off partway,
/// and telling whether the server closed the connection. Closed when the value goes away.
final class RawConnection {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A response as it arrived: the head parsed, the body kept (when asked) or only counted.
    struct Response {
        var status: Int
        /// Header names in lower case.
        var headers: [String: String]
        var body = Data()
        var bodyCount = 0
        /// Whether the server closed the connection before `receive` stopped reading.
        var closed = false
    }

    let descriptor: Int32

    /// `timeout` bounds the connect, each send and each receive.
    init(port: Int, timeout seconds: Int = 20) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Failure(description: "connect to port \(port): \(reason)")
        }
    }

    deinit { close(descriptor) }

    /// Sends all of `text`, waiting as the socket allows.
    func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// Sends `byte` without waiting; `false` when the connection is gone.
    func tryWrite(_ byte: UInt8) -> Bool {
        var value = byte
        return send(descriptor, &value, 1, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) == 1
    }

    /// Whether the server has closed the connection: a read that would not wait finds its end or a reset.
    var closedByServer: Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT | MSG_PEEK))
        if count == 0 { return true }
        return count < 0 && errno != EAGAIN && errno != EWOULDBLOCK
    }

    /// Reads a response until the server closes the connection, `bodyLimit` body bytes have arrived
    /// (then it stops reading, leaving the rest unread), or `seconds` pass. The body is kept only
    /// when `keepingBody`, so a body of gigabytes can be counted.
    func receive(keepingBody: Bool, bodyLimit: Int = .max, within seconds: Double) throws -> Response {
        let deadline = Date().addingTimeInterval(seconds)
        var head = Data()
        var response: Response?
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while Date() < deadline {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
            if count < 0 { throw Failure(description: "recv: \(String(cString: strerror(errno)))") }
            if count == 0 {
                guard var response else { throw Failure(description: "closed before a whole head: \(String(decoding: head, as: UTF8.self))") }
                response.closed = true
                return response
            }
            if response == nil {
                head.append(contentsOf: buffer[0..<count])
                guard let end = head.range(of: Data("\r\n\r\n".utf8)) else { continue }
                var parsed = try Self.parse(head: head[..<end.lowerBound])
                let rest = head[end.upperBound...]
                parsed.bodyCount = rest.count
                if keepingBody { parsed.body = Data(rest) }
                response = parsed
            } else {
                response!.bodyCount += count
                if keepingBody { response!.body.append(contentsOf: buffer[0..<count]) }
            }
            if response!.bodyCount >= bodyLimit { return response! }
        }
        throw Failure(description: "no end within \(seconds) s (\(response?.bodyCount ?? 0) body bytes)")
    }

    private static func parse(head: Data) throws -> Response {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure(description: "status line: \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers)
    }
}
