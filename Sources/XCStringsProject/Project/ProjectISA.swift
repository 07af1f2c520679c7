import XCStringsModel

/// The class of a project object, its `isa` (`PBXFileReference`, `PBXVariantGroup`, …).
///
/// An open set (``OpenSetValue``): classes a later Xcode adds are kept as written.
package struct ProjectISA: OpenSetValue {
  /// The class name as written in the file.
  package var rawValue: String

  /// Wraps a raw value.
  package init(rawValue: String) { self.rawValue = rawValue }

  /// The project itself (`rootObject`).
  package static let project: ProjectISA = "PBXProject"
  /// A file on disk.
  package static let fileReference: ProjectISA = "PBXFileReference"
  /// A file's membership in a build phase.
  package static let buildFile: ProjectISA = "PBXBuildFile"
  /// A group in the navigator.
  package static let group: ProjectISA = "PBXGroup"
  /// A localized file: one child per language (`Localizable.strings`, `Main.storyboard`).
  package static let variantGroup: ProjectISA = "PBXVariantGroup"
  /// A versioned Core Data model.
  package static let versionGroup: ProjectISA = "XCVersionGroup"
  /// A folder whose contents Xcode 16 reads from disk instead of listing them.
  package static let synchronizedRootGroup: ProjectISA = "PBXFileSystemSynchronizedRootGroup"
  /// Files of a synchronized folder whose target membership differs from the folder's.
  package static let synchronizedBuildFileExceptionSet: ProjectISA = "PBXFileSystemSynchronizedBuildFileExceptionSet"
  /// Files of a synchronized folder placed in a particular build phase.
  package static let synchronizedBuildPhaseExceptionSet: ProjectISA =
    "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet"
  /// A target that builds a product.
  package static let nativeTarget: ProjectISA = "PBXNativeTarget"
  /// A target that only groups other targets.
  package static let aggregateTarget: ProjectISA = "PBXAggregateTarget"
  /// A target that runs an external build tool.
  package static let legacyTarget: ProjectISA = "PBXLegacyTarget"
  /// The phase that copies resources into the product.
  package static let resourcesBuildPhase: ProjectISA = "PBXResourcesBuildPhase"
  /// The phase that compiles sources.
  package static let sourcesBuildPhase: ProjectISA = "PBXSourcesBuildPhase"
  /// The phase that links frameworks.
  package static let frameworksBuildPhase: ProjectISA = "PBXFrameworksBuildPhase"
  /// A phase that copies files to a destination (embedding extensions and frameworks).
  package static let copyFilesBuildPhase: ProjectISA = "PBXCopyFilesBuildPhase"
  /// A phase that runs a script.
  package static let shellScriptBuildPhase: ProjectISA = "PBXShellScriptBuildPhase"
  /// The phase that copies headers.
  package static let headersBuildPhase: ProjectISA = "PBXHeadersBuildPhase"
  /// A dependency of one target on another.
  package static let targetDependency: ProjectISA = "PBXTargetDependency"
  /// A reference to an object in this or another project file.
  package static let containerItemProxy: ProjectISA = "PBXContainerItemProxy"
  /// One named set of build settings.
  package static let buildConfiguration: ProjectISA = "XCBuildConfiguration"
  /// The configurations of the project or of a target.
  package static let configurationList: ProjectISA = "XCConfigurationList"

  /// Whether objects of this class build something and own build phases.
  package var isTarget: Bool { self == .nativeTarget || self == .aggregateTarget || self == .legacyTarget }

  /// Whether objects of this class list `children` in the navigator.
  package var hasChildren: Bool { self == .group || self == .variantGroup || self == .versionGroup }
}
