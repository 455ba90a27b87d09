// As `import SwiftUI` does, `import DeclarativeKit` brings Foundation (`Date`, `IndexSet`,
// `IndexPath`…) and Observation (`@Observable`), so views written for SwiftUI compile with only
// the import changed.
@_exported import Foundation
@_exported import Observation
