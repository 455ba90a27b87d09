import DeclarativeKit
import Domain

/// The declarative UI's scene: a `NavigationStack` with Login at its root; each screen pushes
/// the next one itself.
struct DeclarativeRoot: View {
  /// The services and stores the screens create their view models over.
  let environment: AppEnvironment

  /// The stack.
  var body: some View {
    NavigationStack {
      LoginScreen(environment: environment)
    }
  }
}
