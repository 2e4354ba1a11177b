import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import TestSupport
import XCTest

/// The year in review's HTML page and SVG card opened in a real browser: Debian's headless
/// Chromium (`make test` installs it). Skipped, saying so, where it is not installed.
final class WrappedBrowserTests: XCTestCase {
    var fancal: Fancal!
    var chromium: String!

    override func setUpWithError() throws {
        let found = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let found else { throw XCTSkip("chromium is not installed (make test installs Debian's chromium)") }
        chromium = found
        fancal = Fancal()
        fancal.succeed(["artist", "add", "SEVENTEEN", "--alias", "セブチ", "--color", "#C2185B", "--since", "2022-05-26"])
        fancal.succeed(["add", "2026-05-10", "Dome tour Osaka", "-c", "live", "-a", "13200", "--artist", "セブチ",
                        "--venue", "京セラドーム"])
        fancal.succeed(["add", "2026-05-10", "Tour goods", "-c", "goods", "-a", "8800", "--artist", "SEVENTEEN"])
        fancal.succeed(["add", "2026-12-24", "Winter live", "-c", "live", "-a", "12000", "--artist", "AOI"])
    }

    /// Runs the browser headless on a file, killed after a minute; returns its stderr.
    @discardableResult
    private func browse(_ file: URL, _ arguments: [String]) throws -> (stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--enable-logging=stderr", "--v=0",
            "--user-data-dir=" + fancal.directory.appendingPathComponent("chromium").path,
        ] + arguments + [file.absoluteString]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        XCTAssertEqual(process.terminationReason, .exit, "chromium was killed after a minute")
        return (String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    func testTheHTMLPageRendersOfflineWithoutErrorsOnOneA4Page() throws {
        let page = fancal.directory.appendingPathComponent("wrapped.html")
        fancal.succeed(["wrapped", "2026", "--out", page.path, "--locale", "ja"])
        let html = try String(contentsOf: page, encoding: .utf8)
        for outside in ["<script", "src=", "href=", "url(", "@import", "https://"] {
            XCTAssertFalse(html.contains(outside), "the page must not load anything (\(outside))")
        }

        let dom = try browse(page, ["--dump-dom"])
        for text in ["2026年 推し活まとめ", "参戦", "2 公演", "SEVENTEEN", "京セラドーム", "¥34,000", "カテゴリ別"] {
            XCTAssertTrue(dom.stdout.contains(text), "\(text) in the rendered DOM")
        }
        XCTAssertFalse(dom.stderr.contains("CONSOLE("), "console messages: \(dom.stderr)")

        let pdf = fancal.directory.appendingPathComponent("wrapped.pdf")
        try browse(page, ["--print-to-pdf=" + pdf.path, "--no-pdf-header-footer"])
        let pdfText = String(decoding: try Data(contentsOf: pdf), as: UTF8.self)
        let pages = pdfText.components(separatedBy: "/Type /Page").count - 1 - (pdfText.components(separatedBy: "/Type /Pages").count - 1)
        XCTAssertEqual(pages, 1, "prints on one A4 page")
        XCTAssertTrue(pdfText.contains("/MediaBox [0 0 594.9"), "A4: 210 × 297 mm is 595 × 842 points")

        let shot = fancal.directory.appendingPathComponent("wrapped.png")
        try browse(page, ["--screenshot=" + shot.path, "--window-size=800,1100", "--hide-scrollbars"])
        XCTAssertGreaterThan(try PNGPixels(shot).colors, 8, "the screenshot is not blank")
    }

    /// Records whose rows ran past the card's right edge before issue 29 (`… · Stre`, `ATEEZ
    /// 184,`, グッズ lost in Japanese), for a fan whose 推しカラー is the pale #7FB2E5.
    private func addLongRows() {
        fancal.succeed(["artist", "add", "Stray Kids", "--color", "#7FB2E5"])
        fancal.succeed(["add", "2026-03-01", "Stray Kids 5-STAR Dome Tour 2026 Seoul Special (UNVEIL 13)", "-c", "live",
                        "-a", "18400", "--artist", "Stray Kids", "--venue", "東京ドーム (Tokyo Dome, Bunkyo City)"])
        fancal.succeed(["add", "2026-04-01", "Lightstick and goods", "-c", "goods", "-a", "48800", "--artist", "ATEEZ"])
        fancal.succeed(["add", "2026-04-03", "Streaming pass", "-c", "streaming", "-a", "980", "--artist", "Stray Kids"])
        fancal.succeed(["add", "2026-04-04", "Fan letter", "-c", "other", "-a", "300", "--currency", "USD", "--artist", "乃木坂46"])
        fancal.succeed(["add", "2026-06-04", "Hotel trip to Osaka and Kyoto", "-c", "travel", "-a", "120000",
                        "--artist", "Stray Kids"])
    }

    /// Issue 29: the page for sharing, at a phone's width and a desktop's, in English, Japanese
    /// and German: no row, text or table wider than its box, the page not wider than the
    /// window, and the fan's color shown as chosen. A script added to a copy of the page
    /// measures the rendered boxes and writes what overflows into the DOM that is dumped.
    func testThePageWrapsEveryRowAtAPhonesAndADesktopsWidth() throws {
        addLongRows()
        let measure = """
            <script>
            const found = [];
            const view = document.documentElement.clientWidth;
            if (document.documentElement.scrollWidth > view) found.push('page ' + document.documentElement.scrollWidth + ' > ' + view);
            for (const box of document.querySelectorAll('.row, dt, dd, h1, h2, table, th, td')) {
              if (box.scrollWidth > box.clientWidth) found.push(box.tagName + ' ' + box.textContent + ': ' + box.scrollWidth + ' > ' + box.clientWidth);
            }
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent.trim() || node.parentElement.tagName === 'SCRIPT') continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              const text = range.getBoundingClientRect();
              const box = node.parentElement.getBoundingClientRect();
              if (text.right > box.right + 0.5 || text.left < box.left - 0.5 || text.right > view)
                found.push('text ' + node.textContent + ': ' + text.left + '–' + text.right + ' outside ' + box.left + '–' + box.right);
            }
            const accent = getComputedStyle(document.querySelector('.card h1')).backgroundColor;
            document.body.insertAdjacentHTML('beforeend',
              '<pre id="measured">overflow: ' + found.length + '\\n' + found.join('\\n') + '\\naccent: ' + accent + '</pre>');
            </script>
            """
        for language in ["en", "ja", "de"] {
            let page = fancal.directory.appendingPathComponent("wrapped-\(language).html")
            fancal.succeed(["wrapped", "2026", "--out", page.path, "--locale", language])
            let html = try String(contentsOf: page, encoding: .utf8)
            XCTAssertFalse(html.contains("<script"), "the page itself has no script")
            let measured = fancal.directory.appendingPathComponent("measured-\(language).html")
            try html.replacingOccurrences(of: "</body>", with: measure + "</body>").write(to: measured, atomically: false, encoding: .utf8)
            for width in [390, 1000] {
                let dom = try browse(measured, ["--dump-dom", "--window-size=\(width),2000"]).stdout
                XCTAssertTrue(dom.contains("overflow: 0\n"), "\(language) at \(width) px: \(dom.components(separatedBy: "<pre id=\"measured\">").last ?? dom)")
                XCTAssertTrue(dom.contains("accent: rgb(127, 178, 229)"), "the 推しカラー #7FB2E5 as chosen (\(language))")
            }
            if language == "ja" { XCTAssertTrue(html.contains("グッズ ¥57,600"), html) }
        }
    }

    /// Issue 29: the SVG card (and so its PNG) wraps its rows: every line drawn, measured by the
    /// browser with a CJK font, ends inside the card and a label ends before its value begins.
    func testTheSVGCardWrapsEveryRowInsideTheCard() throws {
        addLongRows()
        for language in ["en", "ja", "de"] {
            let card = fancal.directory.appendingPathComponent("card-\(language).svg")
            fancal.succeed(["wrapped", "2026", "--out", card.path, "--locale", language])
            let svg = try String(contentsOf: card, encoding: .utf8)
            XCTAssertTrue(svg.contains("fill=\"#7FB2E5\""), "the 推しカラー as chosen: \(svg)")
            XCTAssertFalse(svg.contains("#4D94DB"), "no legibility-adjusted color")
            XCTAssertTrue(svg.contains("fill=\"#111111\">\(language == "ja" ? "2026年" : language == "de" ? "Jahres" : "2026")"),
                          "dark title text on the pale color")
            let page = fancal.directory.appendingPathComponent("card-\(language).html")
            let script = """
                <script>
                const found = [];
                for (const text of document.querySelectorAll('text')) {
                  for (const line of [text, ...text.querySelectorAll('tspan')]) {
                    const range = document.createRange();
                    range.selectNodeContents(line.firstChild);
                    const box = range.getBoundingClientRect();
                    const x = Number(text.getAttribute('x'));
                    const end = x < 100 && text.getAttribute('font-size') !== '28' ? 196 : 624;
                    if (box.right > end) found.push(line.firstChild.textContent + ': ' + box.right + ' > ' + end);
                  }
                }
                document.body.insertAdjacentHTML('beforeend', '<pre>overflow: ' + found.length + '\\n' + found.join('\\n') + '</pre>');
                </script>
                """
            try ("<!DOCTYPE html><html><body style=\"margin:0\">" + svg + script + "</body></html>")
                .write(to: page, atomically: false, encoding: .utf8)
            let dom = try browse(page, ["--dump-dom", "--window-size=700,1200"]).stdout
            XCTAssertTrue(dom.contains("overflow: 0\n"), "\(language): \(dom.components(separatedBy: "<pre>").last ?? dom)")
            if language == "ja" { XCTAssertTrue(svg.contains("グッズ ¥57,600"), svg) }
        }
    }

    func testTheSVGCardRendersInTheArtistsColor() throws {
        let card = fancal.directory.appendingPathComponent("wrapped.svg")
        fancal.succeed(["wrapped", "2026", "--out", card.path, "--artist", "SEVENTEEN"])
        let svg = try String(contentsOf: card, encoding: .utf8)
        XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse(), "well-formed XML")
        let dom = try browse(card, ["--dump-dom"])
        XCTAssertTrue(dom.stdout.contains("2026 Wrapped · SEVENTEEN"), dom.stdout)
        XCTAssertFalse(dom.stdout.contains("parsererror"), "the browser parsed the SVG")
        let shot = fancal.directory.appendingPathComponent("card.png")
        try browse(card, ["--screenshot=" + shot.path, "--window-size=640,480"])
        XCTAssertGreaterThan(try PNGPixels(shot).colors, 8, "the card is drawn")
    }
}
