import Foundation

/// A trailing "(Dumbbell)" of an exercise name, as Strong and Hevy write the equipment (also in the
/// languages of the exports seen: "(Dambıl)", "(Halter)", "(Makine)"), read so that
/// "Curl (Dumbbell)" can find "Dumbbell Curl".
struct EquipmentQualifier: Sendable {
    /// The catalogue equipment the qualifier names; `nil` for "(Weighted)" and "(Assisted)", which name
    /// a load on a bodyweight exercise rather than equipment.
    var equipment: String?
    /// The words a name puts in front of the movement for this equipment: "Dumbbell", "Smith Machine".
    var prefixes: [String]

    /// `"Lat Pulldown (Cable)"` → `("Lat Pulldown", cable)`; `nil` when the name ends in no
    /// parenthesised equipment word.
    static func read(_ name: String) -> (base: String, qualifier: EquipmentQualifier)? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return nil }
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let base = trimmed[..<open].trimmingCharacters(in: .whitespaces)
        guard !NameKey.of(base).isEmpty,
              let qualifier = byWord[NameKey.of(String(inner))] else { return nil }
        return (base, qualifier)
    }

    private static let byWord: [String: EquipmentQualifier] = {
        let table: [(words: [String], equipment: String?, prefixes: [String])] = [
            (["Barbell", "Bar", "Barra", "Langhantel", "Barre"], "barbell", ["Barbell"]),
            (["Dumbbell", "Dumbbells", "DB", "Dambıl", "Halter", "Halteres", "Haltère", "Haltères", "Kurzhantel",
              "Kurzhanteln", "Mancuerna", "Mancuernas"], "dumbbell", ["Dumbbell"]),
            (["Cable", "Cables", "Pulley", "Polia", "Cabo", "Kabel", "Kabelzug", "Kablo", "Câble", "Polea"], "cable", ["Cable"]),
            (["Machine", "Makine", "Máquina", "Maschine"], "machine", ["Machine"]),
            (["Smith Machine", "Smith", "Multipresse"], "smith_machine", ["Smith Machine", "Smith"]),
            (["Kettlebell", "Kettlebells", "Kugelhantel"], "kettlebell", ["Kettlebell"]),
            (["Band", "Bands", "Resistance Band", "Elastik", "Banda", "Faixa"], "band", ["Band", "Resistance Band"]),
            (["Bodyweight", "Body Weight", "Peso Corporal", "Körpergewicht", "Vücut Ağırlığı"], "bodyweight", ["Bodyweight"]),
            (["Plate", "Plates", "Anilha", "Plaka"], "plate", ["Plate"]),
            (["Suspension", "TRX"], "suspension", ["Suspension", "TRX"]),
            (["EZ Bar", "EZ Curl Bar", "EZ Curl"], "barbell", ["EZ Bar"]),
            (["Trap Bar", "Hex Bar"], "barbell", ["Trap Bar", "Hex Bar"]),
            (["Weighted", "Ağırlıklı", "Com Peso", "Gewichtet", "Lesté"], nil, ["Weighted"]),
            (["Assisted", "Destekli", "Assistido", "Assistiert", "Assisté"], nil, ["Assisted"]),
        ]
        var byWord: [String: EquipmentQualifier] = [:]
        for row in table {
            for word in row.words {
                byWord[NameKey.of(word)] = EquipmentQualifier(equipment: row.equipment, prefixes: row.prefixes)
            }
        }
        return byWord
    }()
}
