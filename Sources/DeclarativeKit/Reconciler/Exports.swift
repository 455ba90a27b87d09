// As `import SwiftUI` does, `import DeclarativeKit` brings Foundation (`Date`, `IndexSet`,
// `IndexPath`…) and Observation (`@Observable`), so views written for SwiftUI compile with only
// the import changed.
@_exported import Foundation
@_exported import Observation

// Where the platform splits `URLSession` out of Foundation (Linux), the one import brings it too.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
