import XCStringsProject

extension ProjectLinter {
  /// `permission-prompt-not-localized`: an app or extension that is localized (a table it
  /// bundles has a language besides the development language) and asks for permissions
  /// (a prompt key of ``promptKeys`` in its Info.plist, or an `INFOPLIST_KEY_…` setting of
  /// one), but bundles no `InfoPlist` table: the system shows those prompts in the
  /// development language to every user.
  mutating func checkPermissionPrompts(_ target: LintProject.Target, in project: LintProject) {
    guard target.isApplication || target.isExtension, !target.isTest else { return }
    var prompts: [String: LintProject.Setting] = [:]
    for (key, value) in target.infoPlist?.values ?? [:] where Self.isPermissionPrompt(key) { prompts[key] = value }
    for (key, value) in target.infoPlistProperties where Self.isPermissionPrompt(key) { prompts[key] = value }
    guard !prompts.isEmpty else { return }
    let development = Self.language(project.developmentRegion?.value ?? Self.defaultRegion)
    // Only a language the build compiles a value of ships: one of `new` units alone does not.
    let translated = tables(of: target).flatMap { Self.startedLanguages(of: tree.subjects[$0]) }.filter { language in
      let code = Self.language(language.rawValue)
      return code != development && code != "base" && code != "mul"
    }
    guard !translated.isEmpty else { return }
    let hasInfoPlistTable =
      tables(of: target).contains { tree.subjects[$0].isInfoPlistTable || target.isInfoPlistTable(tree.subjects[$0].tableName) }
      || target.resourceFiles.contains { file in
        var name = ProjectPath.lastComponent(file)
        guard name.hasSuffix(".strings") || name.hasSuffix(".xcstrings") else { return false }
        name.removeSubrange(name.lastIndex(of: ".")!...)
        return target.isInfoPlistTable(name)
      }
    guard !hasInfoPlistTable else { return }
    let keys = prompts.keys.sorted()
    let first = keys.map { prompts[$0]! }.min { ($0.location.path, $0.location.line) < ($1.location.path, $1.location.line) }
    let languages = Set(translated.map(\.rawValue)).sorted().map { "'\($0)'" }.joined(separator: ", ")
    emit(
      .permissionPromptNotLocalized, at: first?.location ?? target.location, detail: target.name,
      "target '\(target.name)' is translated (\(languages)) but has no InfoPlist table for its permission prompts (\(keys.joined(separator: ", "))), so they show in the development language in every language; add an InfoPlist.xcstrings catalog to the target"
    )
  }

  /// The Info.plist keys whose text the system shows in a permission prompt (Apple's
  /// protected resources). Other `NS…UsageDescription` keys (`NSClipboardUsageDescription`,
  /// `NSAccessibilityUsageDescription`) are read by no prompt: the Accessibility and Screen
  /// Recording requests of macOS have fixed wording.
  static let promptKeys: Set<String> = [
    "NSAlarmKitUsageDescription", "NSAppleEventsUsageDescription", "NSAppleMusicUsageDescription",
    "NSAudioCaptureUsageDescription", "NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription",
    "NSCalendarsFullAccessUsageDescription", "NSCalendarsUsageDescription", "NSCalendarsWriteOnlyAccessUsageDescription",
    "NSCameraUsageDescription", "NSContactsUsageDescription", "NSCriticalMessagingUsageDescription",
    "NSDesktopFolderUsageDescription", "NSDocumentsFolderUsageDescription", "NSDownloadsFolderUsageDescription",
    "NSFaceIDUsageDescription", "NSFallDetectionUsageDescription", "NSFileProviderDomainUsageDescription",
    "NSFileProviderPresenceUsageDescription", "NSFinancialDataUsageDescription", "NSFocusStatusUsageDescription",
    "NSGKFriendListUsageDescription", "NSHandsTrackingUsageDescription", "NSHealthClinicalHealthRecordsShareUsageDescription",
    "NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription", "NSHomeKitUsageDescription",
    "NSIdentityUsageDescription", "NSLocalNetworkUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription",
    "NSLocationAlwaysUsageDescription", "NSLocationUsageDescription", "NSLocationWhenInUseUsageDescription",
    "NSMainCameraUsageDescription", "NSMicrophoneUsageDescription", "NSMotionUsageDescription",
    "NSNearbyInteractionAllowOnceUsageDescription", "NSNearbyInteractionUsageDescription", "NSNetworkVolumesUsageDescription",
    "NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription", "NSRemindersFullAccessUsageDescription",
    "NSRemindersUsageDescription", "NSRemovableVolumesUsageDescription", "NSSensorKitUsageDescription",
    "NSSiriUsageDescription", "NSSpeechRecognitionUsageDescription", "NSSystemAdministrationUsageDescription",
    "NSSystemExtensionUsageDescription", "NSUserTrackingUsageDescription", "NSVideoSubscriberAccountUsageDescription",
    "NSWorldSensingUsageDescription", "NFCReaderUsageDescription",
  ]

  /// Whether the system shows `key`'s text in a permission prompt (``promptKeys``).
  static func isPermissionPrompt(_ key: String) -> Bool { promptKeys.contains(key) }
}
