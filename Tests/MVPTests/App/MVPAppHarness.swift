import MVP
import TestSupport

/// The MVP app over TestSupport's fakes, started the way the terminal app starts it.
@MainActor let mvpApp = AppLauncher(makeRoot: MVPApp.makeRoot)
