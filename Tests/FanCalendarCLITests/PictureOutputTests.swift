import Foundation
import TestSupport
import XCTest

/// Issue 29: `wrapped --out card.png` and `chart --out chart.png` write PNG images a fan can
/// post, drawn by librsvg's rsvg-convert (`make test` installs librsvg2-bin) at twice the SVG's
/// size; each is opened and measured (`PNGPixels`). Skipped, saying so, where rsvg-convert is
/// not installed.
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

    /// The signature, checked before the pixels are decoded.
    private func assertSignature(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
    }

    /// The `width="…" height="…"` of an SVG document.
    private func svgSize(_ svg: String) -> (width: Int, height: Int) {
        func attribute(_ name: String) -> Int {
            let start = svg.range(of: " \(name)=\"")!.upperBound
            return Int(svg[start...].prefix { $0.isNumber })!
        }
        return (attribute("width"), attribute("height"))
    }

    /// Every picture opened and measured: twice the SVG's size, and not blank: many colors
    /// (anti-aliased text), a fair share of pixels off the white background, text drawn in
    /// dark pixels, and the fan's color (#7FB2E5 on the card) or the live pink (the chart's
    /// bars) exactly as given.
    func testTheCardAndTheChartAreWrittenAsPNGAtTwiceTheirSizeAndAreNotBlank() throws {
        for language in ["en", "ja", "de"] {
            let card = fancal.directory.appendingPathComponent("card-\(language).png")
            XCTAssertEqual(fancal.succeed(["wrapped", "2026", "--out", card.path, "--locale", language]), "")
            let svg = fancal.directory.appendingPathComponent("card-\(language).svg").path
            fancal.succeed(["wrapped", "2026", "--out", svg, "--locale", language])
            let chart = fancal.directory.appendingPathComponent("Chart-\(language).PNG")
            XCTAssertEqual(fancal.succeed(["chart", "--year", "2026", "--out", chart.path, "--locale", language]), "")
            let pictures = [
                (card, svgSize(try String(contentsOfFile: svg, encoding: .utf8)), "#7FB2E5"),
                (chart, svgSize(fancal.succeed(["chart", "--year", "2026", "--out", "-", "--locale", language])), "#ff5faf"),
            ]
            for (png, size, color) in pictures {
                try assertSignature(png.path)
                let pixels = try PNGPixels(png, counting: [color])
                let name = "\(png.lastPathComponent): \(pixels)"
                XCTAssertEqual(pixels.width, size.width * 2, name)
                XCTAssertEqual(pixels.height, size.height * 2, name)
                XCTAssertGreaterThan(pixels.colors, 50, name)
                XCTAssertGreaterThan(pixels.coveredPerMille, 50, name)
                XCTAssertLessThan(pixels.coveredPerMille, 900, name)
                XCTAssertGreaterThan(pixels.darkPixels, 2_000, name)
                XCTAssertGreaterThan(pixels.exact[color] ?? 0, 2_000, name)
            }
        }
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
