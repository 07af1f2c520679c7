import Testing

@testable import XCStringsLint

@Suite("InterfaceObjectComment")
struct InterfaceObjectCommentTests {
  @Test func readsClassAndProperties() {
    let comment = InterfaceObjectComment(#"Class = "NSButtonCell"; title = "Say \"Hi\"; now"; ObjectID = "cCJ-V0-aTi";"#)
    #expect(comment.className == "NSButtonCell")
    #expect(comment.properties == ["title": #"Say \"Hi\"; now"#, "ObjectID": "cCJ-V0-aTi"])
    #expect(comment.value(forKey: "cCJ-V0-aTi.title") == #"Say \"Hi\"; now"#)
    #expect(comment.value(forKey: "cCJ-V0-aTi.placeholderString") == nil)
    // Older tables are keyed by the text itself.
    #expect(comment.value(forKey: "Install on Quit") == "Install on Quit")
  }

  @Test func otherCommentsGiveNothing() {
    for text in ["Button that opens the checkout", "", "NSWindow () : <title:> (oid:5)", #"Class = "NSMenu"; title = "Edit"#] {
      let comment = InterfaceObjectComment(text)
      #expect(comment.properties["title"] == nil, "\(text)")
    }
    #expect(InterfaceObjectComment(#"Class = "NSMenu"; title = "Edit"#).className == "NSMenu")
  }
}
