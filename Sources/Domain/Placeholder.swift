/// Placeholder until the Domain target gets its first real file.
enum DomainPlaceholder {}
