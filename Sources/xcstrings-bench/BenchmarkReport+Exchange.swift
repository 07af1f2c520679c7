import Foundation
import XCStringsKit

/// The Xcode localization catalog rows: `export --format xcloc` against `export` to `.lproj`,
/// taking turns, and reading the bundles back.
extension BenchmarkReport {
  mutating func measureExchange(catalog: String, workload: Workload, tool: String, runs: Int) throws {
    let lprojFolder = workload.root + "/exported-lproj"
    let xclocFolder = workload.root + "/exported-xcloc"
    let timed = Measure.interleavedRuns(runs: max(runs, 1), [
      Measure.Job(program: tool, arguments: ["export", catalog, "--output", lprojFolder]) {
        try? FileManager.default.removeItem(atPath: lprojFolder)
      },
      Measure.Job(program: tool, arguments: ["export", catalog, "--format", "xcloc", "--output", xclocFolder]) {
        try? FileManager.default.removeItem(atPath: xclocFolder)
      },
    ])
    let (lproj, xcloc) = (timed[0], timed[1])
    add("export to .lproj, taking turns with xcloc (whole process)", lproj.seconds, peakKB: lproj.peakKilobytes)
    add("export --format xcloc (whole process)", xcloc.seconds, peakKB: xcloc.peakKilobytes)
    check("export xcloc vs export lproj", xcloc.seconds / lproj.seconds, target: "≤ 2×", ok: xcloc.seconds <= 2 * lproj.seconds)

    // Reading every bundle's XLIFF and mapping it onto the catalog: the import command's work
    // before the catalog is changed and written.
    let parsed = try CatalogJSONReader.read(contentsOf: catalog)
    let bundles = try FileManager.default.contentsOfDirectory(atPath: xclocFolder).filter { $0.hasSuffix(".xcloc") }
    let read = try Measure.median(runs: runs) {
      for bundle in bundles {
        let language = String(bundle.dropLast(6))
        let path = "\(xclocFolder)/\(bundle)/Localized Contents/\(language).xliff"
        let document = try XLIFFDocument(parsing: try FileIO.read(path), path: path)
        for file in document.files where file.isCatalog {
          _ = XLIFFImporter.localizations(in: file, catalog: parsed)
        }
      }
    }
    add("xcloc: read every XLIFF and map it onto the catalog (in-process)", read)
    check("xcloc read + map vs export lproj", read / lproj.seconds, target: "import ≤ 2×", ok: read <= 2 * lproj.seconds)
  }
}
