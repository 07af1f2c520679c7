import XCStringsModel

/// The class of a project object, its `isa` (`PBXFileReference`, `PBXVariantGroup`, …).
///
/// An open set (``OpenSetValue``): classes a later Xcode adds are kept as written.
public struct ProjectISA: OpenSetValue {
  /// The class name as written in the file.
  public var rawValue: String

  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The project itself (`rootObject`).
  public static let project: ProjectISA = "PBXProject"
  /// A file on disk.
  public static let fileReference: ProjectISA = "PBXFileReference"
  /// A file's membership in a build phase.
  public static let buildFile: ProjectISA = "PBXBuildFile"
  /// A group in the navigator.
  public static let group: ProjectISA = "PBXGroup"
  /// A localized file: one child per language (`Localizable.strings`, `Main.storyboard`).
  public static let variantGroup: ProjectISA = "PBXVariantGroup"
  /// A versioned Core Data model.
  public static let versionGroup: ProjectISA = "XCVersionGroup"
  /// A folder whose contents Xcode 16 reads from disk instead of listing them.
  public static let synchronizedRootGroup: ProjectISA = "PBXFileSystemSynchronizedRootGroup"
  /// Files of a synchronized folder whose target membership differs from the folder's.
  public static let synchronizedBuildFileExceptionSet: ProjectISA = "PBXFileSystemSynchronizedBuildFileExceptionSet"
  /// Files of a synchronized folder placed in a particular build phase.
  public static let synchronizedBuildPhaseExceptionSet: ProjectISA =
    "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet"
  /// A target that builds a product.
  public static let nativeTarget: ProjectISA = "PBXNativeTarget"
  /// A target that only groups other targets.
  public static let aggregateTarget: ProjectISA = "PBXAggregateTarget"
  /// A target that runs an external build tool.
  public static let legacyTarget: ProjectISA = "PBXLegacyTarget"
  /// The phase that copies resources into the product.
  public static let resourcesBuildPhase: ProjectISA = "PBXResourcesBuildPhase"
  /// The phase that compiles sources.
  public static let sourcesBuildPhase: ProjectISA = "PBXSourcesBuildPhase"
  /// The phase that links frameworks.
  public static let frameworksBuildPhase: ProjectISA = "PBXFrameworksBuildPhase"
  /// A phase that copies files to a destination (embedding extensions and frameworks).
  public static let copyFilesBuildPhase: ProjectISA = "PBXCopyFilesBuildPhase"
  /// A phase that runs a script.
  public static let shellScriptBuildPhase: ProjectISA = "PBXShellScriptBuildPhase"
  /// The phase that copies headers.
  public static let headersBuildPhase: ProjectISA = "PBXHeadersBuildPhase"
  /// A dependency of one target on another.
  public static let targetDependency: ProjectISA = "PBXTargetDependency"
  /// A reference to an object in this or another project file.
  public static let containerItemProxy: ProjectISA = "PBXContainerItemProxy"
  /// One named set of build settings.
  public static let buildConfiguration: ProjectISA = "XCBuildConfiguration"
  /// The configurations of the project or of a target.
  public static let configurationList: ProjectISA = "XCConfigurationList"

  /// Whether objects of this class build something and own build phases.
  public var isTarget: Bool { self == .nativeTarget || self == .aggregateTarget || self == .legacyTarget }

  /// Whether objects of this class list `children` in the navigator.
  public var hasChildren: Bool { self == .group || self == .variantGroup || self == .versionGroup }
}
