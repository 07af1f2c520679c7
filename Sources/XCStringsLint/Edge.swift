/// The start or end of a string.
enum Edge: CaseIterable {
  case leading, trailing
}
