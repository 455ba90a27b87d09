print("metrics: not built yet")
