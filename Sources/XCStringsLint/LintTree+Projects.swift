import Foundation
import XCStringsBase
import XCStringsLegacy
import XCStringsProject

extension LintTree {
  /// Reads the projects under the root: every `.xcodeproj`, and every XcodeGen `project.yml`
  /// in a folder without one (an `.xcodeproj` beside a spec is what Xcode builds, as for the
  /// development region). Each target's Info.plist is read too, and each Swift source a
  /// target compiles learns whether its strings are extracted. A project or Info.plist that
  /// cannot be read is one warning; its settings are not checked.
  mutating func loadProjects(under folder: String) {
    let found = Self.projectPaths(under: folder)
    guard !found.isEmpty else { return }
    let absoluteRoot = FileTransaction.absolute(root)
    func shown(_ absolute: String) -> String {
      guard absolute.hasPrefix(absoluteRoot + "/") else { return absolute }
      return root + absolute.dropFirst(absoluteRoot.count)
    }
    for path in found {
      do throws(Diagnostic) {
        var project =
          path.hasSuffix("project.pbxproj")
          ? try LintProject(xcodeProject: path, absolute: FileTransaction.absolute(path))
          : try LintProject(xcodeGenSpec: path, absolute: FileTransaction.absolute(path))
        for index in project.targets.indices {
          guard let plist = project.targets[index].infoPlistFile, FileIO.exists(plist) else { continue }
          do throws(Diagnostic) {
            project.targets[index].infoPlist = try InfoPlistFile(contentsOf: plist, path: shown(plist))
          } catch {
            diagnostics.append(Self.skipped(error, "the Info.plist is not checked"))
          }
        }
        projects.append(project)
      } catch {
        diagnostics.append(Self.skipped(error, "the project's settings are not checked"))
      }
    }
    markStringExtraction()
  }

  /// Records, for each Swift source a target compiles, whether its strings are extracted.
  private mutating func markStringExtraction() {
    for source in sources {
      let path = FileTransaction.absolute(source.path)
      search: for project in projects {
        for target in project.targets where target.contains(path) {
          stringExtractionByFile[source.path] = project.stringExtraction(of: target)
          break search
        }
      }
    }
  }

  private static func skipped(_ problem: Diagnostic, _ consequence: String) -> Diagnostic {
    var warning = problem
    warning.severity = .warning
    warning.message += "; \(consequence)"
    return warning
  }

  /// Every `*.xcodeproj/project.pbxproj` under `folder`, and every `project.yml` or
  /// `project.yaml` in a folder with no `.xcodeproj`, in the walk's order; build and
  /// dependency folders and `.lproj` folders are not entered.
  static func projectPaths(under folder: String) -> [String] {
    guard FileIO.isDirectory(folder) else { return [] }
    var found: [String] = []
    FolderWalker.walk(folder, policy: FolderWalkPolicy(bundles: .entered, leafSuffixes: [".lproj"])) { entry in
      if entry.name.hasSuffix(".xcodeproj") {
        if FileIO.exists(entry.path + "/project.pbxproj") { found.append(entry.path + "/project.pbxproj") }
        return .leave
      }
      if entry.name == "project.yml" || entry.name == "project.yaml" {
        if !entry.siblings.contains(where: { $0.hasSuffix(".xcodeproj") }), !FileIO.isDirectory(entry.path) {
          found.append(entry.path)
        }
        return .leave
      }
      return .enterIfAllowed
    }
    return found
  }
}

extension LintProject {
  /// Whether a target's strings are extracted: `SWIFT_EMIT_LOC_STRINGS` is `YES` in some
  /// configuration (a build of it updates the catalogs).
  func stringExtraction(of target: Target) -> StringExtraction {
    let values = setting("SWIFT_EMIT_LOC_STRINGS", of: target)
    let place = "SWIFT_EMIT_LOC_STRINGS of target '\(target.name)' in \(path)"
    return StringExtraction(isOn: values.contains { $0.setting?.value.isYes == true }, origin: place)
  }
}

extension String {
  /// Whether a build setting's value means yes (`YES`, or XcodeGen's `true`).
  var isYes: Bool { self == "YES" || self == "yes" || self == "true" || self == "True" }
}
