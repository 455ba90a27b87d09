import MVVM
import TestSupport

/// The MVVM app over TestSupport's fakes, started the way the terminal app starts it.
@MainActor let mvvmApp = AppLauncher(makeRoot: MVVMApp.makeRoot)
