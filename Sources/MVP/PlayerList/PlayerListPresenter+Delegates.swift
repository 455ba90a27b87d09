import Domain

// The methods live beside the state they change (`+Selection`, the class); these conformances
// let the screens Player List opens call back into its presenter. Player Add's callback goes
// through the view controller, which runs the reload as tracked work.

extension PlayerListPresenter: PlayerDetailPresenterDelegate {}

extension PlayerListPresenter: GatherPresenterDelegate {}
