import XCStringsBase

/// A key the code extracts into one catalog, gathered over all its call sites.
struct FoundKey: Equatable, Sendable {
  /// The key.
  var key: String
  /// The distinct non-empty comments of its call sites, in the order the sites are read.
  var comments: [String] = []
  /// The default value (`defaultValue:`, `value:`) of the first site that gives one.
  var defaultValue: String?
  /// For a key built from two or more interpolations, its source text with positional
  /// specifiers (`%1$lld app%2$@`), which a new entry gets as a `new` source unit.
  var positionalSource: String?

  /// The comment Xcode writes: the sites' comments joined by line breaks; none when no site
  /// gives one.
  var joinedComment: String? { comments.isEmpty ? nil : comments.joined(separator: "\n") }
}
