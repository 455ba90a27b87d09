/// Placeholder until the MetricsKit target gets its first real file.
enum MetricsKitPlaceholder {}
