import Domain

// The methods live beside the state they change (`+Loading`, `+Selection`, the class); these
// conformances let the screens Player List opens call back into its presenter.

extension PlayerListPresenter: PlayerDetailPresenterDelegate {}

extension PlayerListPresenter: PlayerAddPresenterDelegate {}

extension PlayerListPresenter: GatherPresenterDelegate {}
