/// Federal filing status, as written in `settings.yaml` and the tax tables.
public enum FilingStatus: String, Sendable, CaseIterable, Codable {
    case single
    case marriedJoint = "married_joint"
    case marriedSeparate = "married_separate"
    case headOfHousehold = "head_of_household"

    /// `Married filing jointly`, ...
    public var title: String {
        switch self {
        case .single: "Single"
        case .marriedJoint: "Married filing jointly"
        case .marriedSeparate: "Married filing separately"
        case .headOfHousehold: "Head of household"
        }
    }
}
