import XCStringsBase

extension JSONValue {
  /// The value as pretty-printed JSON in Xcode's layout (keys sorted, two-space indentation).
  package func serialized() -> String {
    var output = JSONOutput(ByteWriter())
    output.value(self, indent: 0)
    return String(decoding: output.out.buffer, as: UTF8.self)
  }
}
