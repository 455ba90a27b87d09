// As `import SwiftUI` does, `import DeclarativeKit` brings Foundation (`Date`, `IndexSet`,
// `IndexPath`…), so views written for SwiftUI compile with only the import changed.
@_exported import Foundation
