import DemoHistory
import Foundation
import Testing
import TestSupport
@testable import StrengthKit

/// Files that are not exports, or are damaged: each a one-line `file[:line]: what is wrong`, never a
/// crash, and memory that stays bounded however large the file.
@Suite struct ImportHostileInputTests {
    static func failure(_ bytes: [UInt8], options: ImportReadOptions = ImportReadOptions()) -> ImportError? {
        do {
            _ = try ImportReader.read(source: MemoryByteSource(bytes), display: "bad.csv", options: options)
            return nil
        } catch let error as ImportError {
            return error
        } catch {
            Issue.record("not an ImportError: \(error)")
            return nil
        }
    }

    static let strongHeader = ImportBehaviourTests.strongHeader

    @Test func emptyBlankBinaryHeaderOnlyAndUnknownFiles() {
        #expect(Self.failure([])?.description == "bad.csv: is empty; nothing to import")
        #expect(Self.failure(Array("\n\r\n  \n".utf8))?.description == "bad.csv: has only blank lines; nothing to import")
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]
        #expect(Self.failure(png)?.description == "bad.csv:1: is not UTF-8 text (save the export as UTF-8 and try again)")
        #expect(Self.failure(Array(Self.strongHeader.utf8))?.description == "bad.csv:1: has a header but no rows; nothing to import")
        #expect(Self.failure(Array("name,age\nBob,42\n".utf8))?.description.hasPrefix("bad.csv:1: not an export strength-site can read (header 'name,age')") == true)
    }

    @Test func aNulByteAndARowOfAThousandColumns() {
        let nul = Self.strongHeader + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench\u{0}\",1,100,5,0,0,,,\n"
        #expect(Self.failure(Array(nul.utf8))?.description == "bad.csv:2: contains a NUL byte; this is a binary file, not a CSV export")
        let wide = Self.strongHeader + Array(repeating: "1", count: 1_000).joined(separator: ",") + "\n"
        #expect(Self.failure(Array(wide.utf8), options: ImportReadOptions(strict: true))?.description == "bad.csv:2: has 1000 fields; the header has 12")
    }

    /// Fitbod, Hevy and StrongLifts read their rows through one `CSVHeader`: a row with a field too
    /// few is refused alike, at its line.
    @Test(arguments: [
        "Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),isWarmup,Note\n",
        WorkoutIdentityImportTests.hevyHeader,
        "Date (yyyy/mm/dd),Workout,Workout Name,Exercise,Start Time (h:mm),Set 1 (Reps),Set 1 (KG)\n",
    ])
    func aRowWithAFieldTooFewIsRefusedByEveryOneTableReader(header: String) {
        let columns = header.split(separator: ",").count
        let text = header + Array(repeating: "1", count: columns - 1).joined(separator: ",") + "\n"
        #expect(Self.failure(Array(text.utf8), options: ImportReadOptions(strict: true))?.description
            == "bad.csv:2: has \(columns - 1) fields; the header has \(columns)")
    }

    @Test func aFormatThatIsNotTheFilesIsRefused() {
        let text = Self.strongHeader + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench\",1,100,5,0,0,,,\n"
        let error = Self.failure(Array(text.utf8), options: ImportReadOptions(format: .hevy))
        #expect(error?.line == 1)
        #expect(error?.message.contains("is not one of Hevy's") == true)
    }

    /// A never-closed quote stops at the 1 MiB field limit instead of reading the rest of the file into one field.
    @Test func anUnclosedQuoteInALargeFileStopsAtTheFieldLimit() throws {
        let folder = try TemporaryDirectory("import-hostile")
        let path = folder.file("unclosed.csv").path
        try Self.writeLargeFile(at: path, megabytes: 8, header: Self.strongHeader + "2025-03-14 18:00:00,\"Upper\n", line: "x")
        #expect(throws: ImportError(path: "unclosed.csv", line: 2, message: "a field is longer than 1 MiB (a quote opened on line 2 may never close)")) {
            try ImportReader.read(path: path, display: "unclosed.csv")
        }
    }

    /// 200 MB files, run with STRENGTH_SITE_STRESS=1: an unclosed quote, random bytes, and valid rows
    /// streamed through the reader while the process's peak memory stays far below the file's size.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["STRENGTH_SITE_STRESS"] == "1"))
    func twoHundredMegabyteFiles() throws {
        let folder = try TemporaryDirectory("import-stress")
        let unclosed = folder.file("unclosed.csv").path
        try Self.writeLargeFile(at: unclosed, megabytes: 200, header: Self.strongHeader + "2025-03-14 18:00:00,\"Upper\n", line: "x")
        #expect(throws: ImportError.self) { try ImportReader.read(path: unclosed, display: "unclosed.csv") }
        try? FileManager.default.removeItem(atPath: unclosed)

        let noise = folder.file("noise.bin").path
        var generator = SplitMix64(seed: 7)
        _ = FileManager.default.createFile(atPath: noise, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: noise))
        for _ in 0..<200 { handle.write(Data(generator.bytes(1 << 20))) }
        try handle.close()
        #expect(throws: ImportError.self) { try ImportReader.read(path: noise, display: "noise.bin") }
        try? FileManager.default.removeItem(atPath: noise)

        let rows = folder.file("rows.csv").path
        try Self.writeLargeFile(at: rows, megabytes: 200, header: Self.strongHeader,
                                line: "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press (Barbell)\",1,100,5,0,0,\"\",\"\",\n")
        let before = Self.peakResidentKilobytes()
        let reader = CSVRowReader(source: try FileByteSource(path: rows, display: "rows.csv"), delimiter: UInt8(ascii: ","))
        var count = 0
        while try reader.next() != nil { count += 1 }
        #expect(count > 2_000_000)
        #expect(Self.peakResidentKilobytes() - before < 64 * 1024, "reading 200 MB raised the peak memory by more than 64 MB")
    }

    static func writeLargeFile(at path: String, megabytes: Int, header: String, line: String) throws {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.write(Data(header.utf8))
        let chunk = Data(String(repeating: line, count: max(1, (1 << 20) / line.utf8.count)).utf8)
        for _ in 0..<megabytes { handle.write(chunk) }
        try handle.close()
    }

    /// VmHWM from /proc/self/status (Linux); 0 elsewhere.
    static func peakResidentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.filter(\.isNumber)) } ?? 0
    }
}
