import Foundation
import TestSupport
import XCTest

/// Issue 29: `wrapped --out card.png` and `chart --out chart.png` write PNG images a fan can
/// post, drawn by librsvg's rsvg-convert (`make test` installs librsvg2-bin) at twice the SVG's
/// size. Skipped, saying so, where rsvg-convert is not installed.
final class PictureOutputTests: XCTestCase {
    var fancal: Fancal!

    override func setUpWithError() throws {
        guard ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].contains(where: FileManager.default.isExecutableFile)
        else { throw XCTSkip("rsvg-convert is not installed (make test installs Debian's librsvg2-bin)") }
        fancal = Fancal()
        fancal.succeed(["artist", "add", "Stray Kids", "--color", "#7FB2E5"])
        fancal.succeed(["add", "2026-05-10", "Dome tour Osaka", "-c", "live", "-a", "13200", "--artist", "Stray Kids"])
        fancal.succeed(["add", "2026-05-11", "グッズ", "-c", "goods", "-a", "8800", "--artist", "Stray Kids"])
    }

    /// The signature, and the width and height of the IHDR chunk, which comes first.
    private func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertGreaterThan(bytes.count, 1000, "a picture, not an empty image")
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        XCTAssertEqual(String(decoding: bytes[12..<16], as: UTF8.self), "IHDR")
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// The `width="…" height="…"` of an SVG document.
    private func svgSize(_ svg: String) -> (width: Int, height: Int) {
        func attribute(_ name: String) -> Int {
            let start = svg.range(of: " \(name)=\"")!.upperBound
            return Int(svg[start...].prefix { $0.isNumber })!
        }
        return (attribute("width"), attribute("height"))
    }

    func testTheCardAndTheChartAreWrittenAsPNGAtTwiceTheirSize() throws {
        for language in ["en", "ja", "de"] {
            let card = fancal.directory.appendingPathComponent("card-\(language).png").path
            XCTAssertEqual(fancal.succeed(["wrapped", "2026", "--out", card, "--locale", language]), "")
            let svg = fancal.directory.appendingPathComponent("card-\(language).svg").path
            fancal.succeed(["wrapped", "2026", "--out", svg, "--locale", language])
            let size = svgSize(try String(contentsOfFile: svg, encoding: .utf8))
            let png = try pngSize(card)
            XCTAssertEqual(png.width, size.width * 2, language)
            XCTAssertEqual(png.height, size.height * 2, language)
        }
        let chart = fancal.directory.appendingPathComponent("Chart.PNG").path
        XCTAssertEqual(fancal.succeed(["chart", "--year", "2026", "--out", chart]), "")
        let svg = fancal.succeed(["chart", "--year", "2026", "--out", "-"])
        let size = svgSize(svg)
        let png = try pngSize(chart)
        XCTAssertEqual(png.width, size.width * 2)
        XCTAssertEqual(png.height, size.height * 2)
    }

    func testBadPathsAndAMissingConverterAreRefusedWithoutAFile() throws {
        fancal.fail(["chart", "--year", "2026", "--out", "/nonexistent-folder/chart.png"], exitCode: 1,
                    message: "cannot write /nonexistent-folder/chart.png")
        fancal.fail(["wrapped", "2026", "--out", "/nonexistent-folder/card.png"], exitCode: 1,
                    message: "cannot write /nonexistent-folder/card.png")
        fancal.fail(["wrapped", "2026", "--out", fancal.directory.path + "/card.png/"], exitCode: 2,
                    message: "--out must end in .svg, .png or .html")
        fancal.fail(["chart", "--out", fancal.directory.appendingPathComponent("chart.jpg").path], exitCode: 2,
                    message: "chart writes SVG or PNG")
        let card = fancal.directory.appendingPathComponent("card.png").path
        fancal.fail(["wrapped", "2026", "--out", card], exitCode: 1,
                    message: "fancal: rsvg-convert is not installed, and it draws the PNG; install librsvg2-bin (Debian: apt-get install librsvg2-bin) or write .svg\n",
                    environment: ["PATH": "/nonexistent"])
        fancal.fail(["chart", "--out", card, "--locale", "de"], exitCode: 1,
                    message: "fancal: rsvg-convert, das die PNG-Datei zeichnet, ist nicht installiert; installiere librsvg2-bin",
                    environment: ["PATH": "/nonexistent"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: card), "nothing written")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fancal.directory.path).filter { $0.contains("fancal-") }
        XCTAssertEqual(leftovers, [], "no temporary file left")
    }
}
