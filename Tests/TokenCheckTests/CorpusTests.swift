import XCTest
@testable import TokenCheck
final class CorpusTests: XCTestCase { func testPlaceholder() {} }
