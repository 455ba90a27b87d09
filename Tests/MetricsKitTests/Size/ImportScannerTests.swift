import Testing

@testable import MetricsKit

@Suite struct ImportScannerTests {
  @Test func givenImportForms_whenScanned_thenModulesAreSortedAndUnique() {
    // Given
    let source = SwiftSource(
      """
      import ViewKit
      @testable import MVP
      import struct Domain.Player
      @preconcurrency import Foundation.NSURL
      // import MVC
      let text = "import VIP"
      import ViewKit
      """)

    // When
    let modules = ImportScanner.imports(in: source)

    // Then
    #expect(modules == ["Domain", "Foundation", "MVP", "ViewKit"])
  }
}
