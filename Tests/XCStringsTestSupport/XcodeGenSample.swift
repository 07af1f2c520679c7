/// An XcodeGen spec with two targets, read by the spec reader's tests and the linter's.
public enum XcodeGenSample {
  /// The spec's YAML text.
  public static let spec = """
    name: Shop
    options:
      developmentLanguage: de
    configs:
      Debug: debug
      Staging: release
      Release: release
    settings:
      base:
        SWIFT_EMIT_LOC_STRINGS: YES
      configs:
        Debug:
          DEVELOPMENT_LANGUAGE: fr
    targets:
      Shop:
        type: application
        sources:
          - path: Shop
          - Shared/Util.swift
        info:
          path: Shop/Info.plist
          properties:
            CFBundleDevelopmentRegion: de
            UILaunchScreen: {}
        settings:
          SWIFT_EMIT_LOC_STRINGS: NO
        dependencies:
          - target: Widget
          - target: Kit
            embed: false
      Widget:
        type: app-extension
        sources: Widget
    """
}
