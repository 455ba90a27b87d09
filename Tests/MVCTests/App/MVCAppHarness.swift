import MVC
import TestSupport

/// The MVC app over TestSupport's fakes, started the way the terminal app starts it.
@MainActor let mvcApp = AppLauncher(makeRoot: MVCApp.makeRoot)
