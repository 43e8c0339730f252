import Testing
@testable import StrengthKit

/// The muscle group of an exercise named in another language than English, as lifters and localised
/// exports name them: each language's table names all 13 groups, with the group decided by hand.
@Suite struct CategoryHintsLanguageTests {
    static let known = CategoryHintsTests.known

    static let portuguese: [(String, String)] = [
        ("Supino Reto com Barra", "chest"), ("Supino Inclinado (Halteres)", "chest"), ("Crucifixo na Máquina", "chest"),
        ("Flexão de Braço", "chest"), ("Voador", "chest"), ("Crucifixo Máquina", "chest"),
        ("Puxada Frontal", "back"), ("Puxada Alta", "back"), ("Remada Curvada", "back"), ("Barra Fixa", "back"),
        ("Levantamento Terra", "back"), ("Remada Baixa no Cabo", "back"), ("Encolhimento de Ombros com Halteres", "back"),
        ("Desenvolvimento com Halteres", "shoulders"), ("Elevação Lateral", "shoulders"), ("Remada Alta", "shoulders"),
        ("Crucifixo Inverso na Máquina", "shoulders"), ("Elevacao frontal com anilha", "shoulders"),
        ("Face Pull (Cabo)", "shoulders"),
        ("Rosca Direta", "biceps"), ("Rosca Martelo", "biceps"), ("Rosca Scott", "biceps"),
        ("Tríceps Testa", "triceps"), ("Tríceps Corda na Polia", "triceps"), ("Mergulho no Banco", "triceps"),
        ("Supino Pegada Fechada", "triceps"),
        ("Rosca de Punho", "forearms"), ("Rosca Inversa com Barra W", "forearms"), ("Caminhada do Fazendeiro", "forearms"),
        ("Agachamento Livre", "quads"), ("Cadeira Extensora", "quads"), ("Extensão De Perna Unilateral (Máquina)", "quads"),
        ("Leg Press 45º (Máquina)", "quads"), ("Afundo com Halteres", "quads"), ("Agachamento Búlgaro", "quads"),
        ("Mesa Flexora", "hamstrings"), ("Levantamento Terra Romeno (Barra)", "hamstrings"), ("Stiff com Halteres", "hamstrings"),
        ("Flexão de Pernas Sentado", "hamstrings"),
        ("Elevação Pélvica", "glutes"), ("Abdução De Quadril No Cabo", "glutes"), ("Cadeira Adutora", "glutes"),
        ("Glúteo Coice na Polia", "glutes"), ("Hip Thrust (Barra)", "glutes"),
        ("Panturrilha no Leg Press 45º", "calves"), ("Panturrilha Sentado", "calves"),
        ("Elevação de Panturrilha em Pé", "calves"), ("Gêmeos na Máquina", "calves"),
        ("Abdominal Supra", "core"), ("Prancha", "core"), ("Elevação de Pernas na Barra Fixa", "core"),
        ("Abdominal Infra no Banco Declinado", "core"),
        ("Esteira", "cardio"), ("Corrida", "cardio"), ("Bicicleta Ergométrica", "cardio"), ("Pular Corda", "cardio"),
        ("Caminhada", "cardio"),
        ("Burpee", "full-body"), ("Arranco", "full-body"), ("Swing com Kettlebell", "full-body"),
    ]

    static let spanish: [(String, String)] = [
        ("Press de Banca", "chest"), ("Press Inclinado con Mancuernas", "chest"), ("Aperturas con Mancuernas", "chest"),
        ("Flexiones", "chest"), ("Press de Pecho en Máquina", "chest"),
        ("Jalón al Pecho", "back"), ("Remo con Barra", "back"), ("Dominadas", "back"), ("Peso Muerto", "back"),
        ("Remo Sentado en Polea", "back"), ("Encogimientos de Hombros", "back"),
        ("Press Militar", "shoulders"), ("Elevaciones Laterales", "shoulders"), ("Pájaros con Mancuernas", "shoulders"),
        ("Remo al Mentón", "shoulders"), ("Jalón a la Cara", "shoulders"),
        ("Curl de Bíceps con Barra", "biceps"), ("Curl Martillo", "biceps"), ("Curl Concentrado", "biceps"),
        ("Press Francés", "triceps"), ("Extensión de Tríceps en Polea", "triceps"), ("Fondos en Paralelas", "triceps"),
        ("Patada de Tríceps", "triceps"),
        ("Curl de Muñeca", "forearms"), ("Curl Inverso", "forearms"), ("Paseo del Granjero", "forearms"),
        ("Sentadilla", "quads"), ("Prensa de Piernas", "quads"), ("Extensión de Cuádriceps", "quads"),
        ("Zancadas con Mancuernas", "quads"), ("Sentadilla Búlgara", "quads"),
        ("Curl Femoral Tumbado", "hamstrings"), ("Peso Muerto Rumano", "hamstrings"), ("Curl de Pierna Sentado", "hamstrings"),
        ("Buenos Días", "hamstrings"),
        ("Hip Thrust con Barra", "glutes"), ("Puente de Glúteo", "glutes"), ("Patada de Glúteo en Polea", "glutes"),
        ("Abducción de Cadera", "glutes"),
        ("Elevación de Talones de Pie", "calves"), ("Gemelos en Prensa", "calves"), ("Pantorrillas Sentado", "calves"),
        ("Abdominales", "core"), ("Plancha", "core"), ("Elevación de Piernas Colgado", "core"), ("Giros Rusos", "core"),
        ("Crunch en Polea", "core"),
        ("Cinta de Correr", "cardio"), ("Bicicleta Estática", "cardio"), ("Elíptica", "cardio"), ("Saltar la Cuerda", "cardio"),
        ("Caminata", "cardio"),
        ("Burpees", "full-body"), ("Cargada de Potencia", "full-body"), ("Arrancada", "full-body"),
    ]

    static let german: [(String, String)] = [
        ("Bankdrücken", "chest"), ("Schrägbankdrücken mit Kurzhanteln", "chest"), ("Fliegende am Kabel", "chest"),
        ("Butterfly", "chest"), ("Liegestütze", "chest"), ("Brustpresse (Maschine)", "chest"),
        ("Latziehen", "back"), ("Klimmzüge", "back"), ("Langhantelrudern vorgebeugt", "back"), ("Kreuzheben", "back"),
        ("Rudern am Kabel sitzend", "back"), ("Rückenstrecker", "back"),
        ("Schulterdrücken mit Kurzhanteln", "shoulders"), ("Seitheben", "shoulders"), ("Frontheben", "shoulders"),
        ("Butterfly Reverse", "shoulders"), ("Aufrechtes Rudern", "shoulders"), ("Face Pulls", "shoulders"),
        ("Bizepscurls", "biceps"), ("Hammercurls", "biceps"), ("SZ-Curls", "biceps"), ("Konzentrationscurls", "biceps"),
        ("Trizepsdrücken am Kabel", "triceps"), ("Dips", "triceps"), ("Stirndrücken", "triceps"), ("Enges Bankdrücken", "triceps"),
        ("Handgelenkcurls", "forearms"), ("Unterarmcurls", "forearms"),
        ("Kniebeugen", "quads"), ("Beinpresse", "quads"), ("Beinstrecker", "quads"), ("Ausfallschritte", "quads"),
        ("Bulgarische Split Squats", "quads"), ("Frontkniebeuge", "quads"),
        ("Beinbeuger liegend", "hamstrings"), ("Rumänisches Kreuzheben", "hamstrings"),
        ("Kreuzheben mit gestreckten Beinen", "hamstrings"), ("Beincurls sitzend", "hamstrings"),
        ("Hüftstoß", "glutes"), ("Hip Thrust mit Langhantel", "glutes"), ("Abduktoren-Maschine", "glutes"), ("Beckenheben", "glutes"),
        ("Wadenheben stehend", "calves"), ("Wadenheben an der Beinpresse", "calves"), ("Wadenpresse", "calves"),
        ("Crunches", "core"), ("Unterarmstütz", "core"), ("Beinheben hängend", "core"), ("Bauchpresse", "core"),
        ("Russian Twists", "core"),
        ("Laufen", "cardio"), ("Laufband", "cardio"), ("Radfahren", "cardio"), ("Crosstrainer", "cardio"),
        ("Rudergerät", "cardio"), ("Seilspringen", "cardio"),
        ("Burpees", "full-body"), ("Reißen", "full-body"), ("Umsetzen", "full-body"),
    ]

    static let french: [(String, String)] = [
        ("Développé couché", "chest"), ("Développé incliné haltères", "chest"), ("Écarté couché", "chest"),
        ("Pompes", "chest"), ("Pec deck", "chest"),
        ("Tractions", "back"), ("Tirage vertical", "back"), ("Rowing barre", "back"), ("Soulevé de terre", "back"),
        ("Tirage horizontal à la poulie", "back"), ("Tirage poitrine prise serrée", "back"),
        ("Développé militaire", "shoulders"), ("Élévations latérales", "shoulders"), ("Oiseau", "shoulders"),
        ("Tirage menton", "shoulders"), ("Face pull à la corde", "shoulders"),
        ("Curl biceps haltères", "biceps"), ("Curl marteau", "biceps"), ("Curl pupitre", "biceps"),
        ("Extension triceps à la poulie", "triceps"), ("Barre au front", "triceps"), ("Dips", "triceps"),
        ("Développé couché prise serrée", "triceps"),
        ("Curl poignets", "forearms"), ("Curl inversé", "forearms"), ("Marche du fermier", "forearms"),
        ("Squat", "quads"), ("Presse à cuisses", "quads"), ("Leg extension", "quads"), ("Fentes avant", "quads"),
        ("Fentes bulgares", "quads"),
        ("Leg curl allongé", "hamstrings"), ("Soulevé de terre roumain", "hamstrings"),
        ("Soulevé de terre jambes tendues", "hamstrings"), ("Curl ischios assis", "hamstrings"),
        ("Hip thrust", "glutes"), ("Pont fessier", "glutes"), ("Abduction hanche machine", "glutes"),
        ("Kickback fessier à la poulie", "glutes"),
        ("Mollets debout", "calves"), ("Mollets à la presse", "calves"), ("Extension mollets assis", "calves"),
        ("Crunch", "core"), ("Gainage", "core"), ("Planche", "core"), ("Relevé de jambes suspendu", "core"),
        ("Abdos obliques", "core"),
        ("Course à pied", "cardio"), ("Tapis de course", "cardio"), ("Vélo", "cardio"), ("Rameur", "cardio"),
        ("Corde à sauter", "cardio"), ("Vélo elliptique", "cardio"),
        ("Burpees", "full-body"), ("Arraché", "full-body"), ("Épaulé-jeté", "full-body"),
    ]

    static let italian: [(String, String)] = [
        ("Panca piana", "chest"), ("Panca inclinata con manubri", "chest"), ("Croci ai cavi", "chest"),
        ("Piegamenti sulle braccia", "chest"), ("Chest press", "chest"),
        ("Lat machine", "back"), ("Trazioni alla sbarra", "back"), ("Rematore con bilanciere", "back"),
        ("Stacco da terra", "back"), ("Pulley basso", "back"), ("Scrollate di spalle", "back"),
        ("Lento avanti", "shoulders"), ("Alzate laterali", "shoulders"), ("Alzate posteriori", "shoulders"),
        ("Military press", "shoulders"), ("Croci inverse alla macchina", "shoulders"),
        ("Curl con bilanciere", "biceps"), ("Curl a martello", "biceps"), ("Curl bicipiti con manubri", "biceps"),
        ("French press", "triceps"), ("Push down ai cavi", "triceps"), ("Dip alle parallele", "triceps"),
        ("Estensioni tricipiti sopra la testa", "triceps"),
        ("Curl per avambracci", "forearms"), ("Curl inverso", "forearms"), ("Camminata del contadino", "forearms"),
        ("Squat", "quads"), ("Pressa", "quads"), ("Leg extension", "quads"), ("Affondi con manubri", "quads"),
        ("Affondi in camminata", "quads"), ("Squat bulgaro", "quads"),
        ("Leg curl sdraiato", "hamstrings"), ("Stacco rumeno", "hamstrings"), ("Stacco a gambe tese", "hamstrings"),
        ("Curl femorali seduto", "hamstrings"), ("Stacco da terra rumeno", "hamstrings"),
        ("Hip thrust", "glutes"), ("Ponte glutei", "glutes"), ("Abduzioni anca alla macchina", "glutes"),
        ("Slanci ai cavi", "glutes"),
        ("Polpacci in piedi", "calves"), ("Polpacci alla pressa", "calves"), ("Calf raise seduto", "calves"),
        ("Crunch", "core"), ("Plank", "core"), ("Addominali", "core"), ("Alzate gambe alla sbarra", "core"),
        ("Russian twist", "core"),
        ("Corsa", "cardio"), ("Tapis roulant", "cardio"), ("Cyclette", "cardio"), ("Vogatore", "cardio"),
        ("Salto con la corda", "cardio"), ("Ellittica", "cardio"),
        ("Burpees", "full-body"), ("Girata al petto", "full-body"), ("Strappo", "full-body"),
    ]

    static let turkish: [(String, String)] = [
        ("Göğüs Presi", "chest"), ("Eğimli Dambıl Göğüs Presi", "chest"), ("Şınav", "chest"), ("Kelebek Makinesi", "chest"),
        ("Barfiks", "back"), ("Lat Çekiş", "back"), ("Kürek Çekme", "back"), ("Tek Kol Dambıl Kürek Çekme", "back"),
        ("Sırt Ekstansiyonu", "back"), ("Göğse Çekiş", "back"),
        ("Omuz Presi", "shoulders"), ("Yana Kaldırma", "shoulders"), ("Öne Kaldırma", "shoulders"),
        ("Ters Kelebek", "shoulders"), ("Yüz Çekiş", "shoulders"),
        ("Pazı Curl", "biceps"), ("Biseps Kıvırma", "biceps"), ("Dambıl Çekiç Curl", "biceps"),
        ("Triseps İtme", "triceps"), ("Arka Kol Kablo", "triceps"), ("Paralel Bar Dips", "triceps"),
        ("Dar Tutuş Bench Press", "triceps"),
        ("Ön Kol Bilek Kıvırma", "forearms"), ("Ters Curl", "forearms"), ("Çiftçi Yürüyüşü", "forearms"),
        ("Bacak Presi", "quads"), ("Bacak Uzatma", "quads"), ("Squat", "quads"), ("Öne Hamle", "quads"),
        ("Ön Bacak Makinesi", "quads"), ("Bulgar Squat", "quads"),
        ("Bacak Kıvırma", "hamstrings"), ("Yatarak Bacak Bükme", "hamstrings"), ("Arka Bacak", "hamstrings"),
        ("Rumen Deadlift", "hamstrings"),
        ("Kalça İtme", "glutes"), ("Kalça Köprüsü", "glutes"), ("Bacak Açma Makinesi", "glutes"), ("İç Bacak Makinesi", "glutes"),
        ("Baldır Kaldırma", "calves"), ("Oturarak Baldır", "calves"), ("Topuk Kaldırma", "calves"),
        ("Mekik", "core"), ("Plank", "core"), ("Bacak Kaldırma", "core"), ("Karın Kası", "core"), ("Diz Çekme", "core"),
        ("Koşu", "cardio"), ("Koşu Bandı", "cardio"), ("Yürüyüş", "cardio"), ("Bisiklet", "cardio"), ("İp Atlama", "cardio"),
        ("Eliptik", "cardio"),
        ("Burpee", "full-body"), ("Silkme", "full-body"), ("Koparma", "full-body"),
    ]

    /// Every language's table, for the coverage test.
    static let tables: [(language: String, rows: [(String, String)])] = [
        ("Portuguese", portuguese), ("Spanish", spanish), ("German", german), ("French", french), ("Italian", italian),
        ("Turkish", turkish),
    ]

    @Test(arguments: portuguese) func portugueseName(_ name: String, _ category: String) {
        #expect(CategoryHints.category(forName: name, known: Self.known) == category)
    }

    @Test(arguments: spanish) func spanishName(_ name: String, _ category: String) {
        #expect(CategoryHints.category(forName: name, known: Self.known) == category)
    }

    @Test(arguments: german) func germanName(_ name: String, _ category: String) {
        #expect(CategoryHints.category(forName: name, known: Self.known) == category)
    }

    @Test(arguments: french) func frenchName(_ name: String, _ category: String) {
        #expect(CategoryHints.category(forName: name, known: Self.known) == category)
    }

    @Test(arguments: italian) func italianName(_ name: String, _ category: String) {
        #expect(CategoryHints.category(forName: name, known: Self.known) == category)
    }

    @Test(arguments: turkish) func turkishName(_ name: String, _ category: String) {
        #expect(CategoryHints.category(forName: name, known: Self.known) == category)
    }

    /// Names that point at two groups, or at none, in each language.
    static let notClear: [(language: String, name: String)] = [
        ("Portuguese", "Agachamento com Desenvolvimento"), ("Portuguese", "Aquecimento"),
        ("Portuguese", "Rosca Bíceps e Tríceps Francês"), ("Portuguese", "Alongamento"),
        ("Spanish", "Sentadilla con Press Militar"), ("Spanish", "Calentamiento"),
        ("Spanish", "Curl de Bíceps y Extensión de Tríceps"), ("Spanish", "Estiramientos"),
        ("German", "Aufwärmen"), ("German", "Bizepscurls und Schulterdrücken"), ("German", "Dehnen"),
        ("French", "Échauffement"), ("French", "Squat et développé militaire"), ("French", "Curl biceps et extension triceps"),
        ("Italian", "Riscaldamento"), ("Italian", "Squat e lento avanti"), ("Italian", "Bicipiti e tricipiti"),
        ("Turkish", "Isınma"), ("Turkish", "Biseps ve Triseps"), ("Turkish", "Mekik ve Şınav"),
    ]

    @Test(arguments: notClear) func aNameThatIsNotClearGetsNone(_ language: String, _ name: String) {
        #expect(CategoryHints.category(forName: name, known: Self.known) == nil)
    }

    /// The tables above stay a measure of every language: 30 names or more, all 13 groups, and names that
    /// must stay unplaced.
    @Test func everyLanguageNamesEveryGroup() {
        for (language, rows) in Self.tables {
            #expect(rows.count >= 30, "\(language): \(rows.count) names")
            #expect(Set(rows.map(\.1)) == Self.known, "\(language) lacks \(Self.known.subtracting(rows.map(\.1)).sorted())")
            #expect(Self.notClear.filter { $0.language == language }.count >= 2, "\(language): too few unclear names")
        }
        #expect(Set(Self.tables.map(\.language)) == Set(HintLanguage.all.map(\.name)))
    }

    @Test(arguments: [
        ("Extensão De Perna", "extensão de perna"), ("EXTENSÃO DE PERNA", "extensao de perna"),
        ("GÖĞÜS PRESİ", "göğüs presi"), ("Bacak Kıvırma", "BACAK KIVIRMA"), ("Hüftstoß", "Huftstoss"),
        ("Levantamento Terra Romeno", "levantamento terra romeno"),
    ])
    func accentsAndCaseDoNotMatter(_ name: String, _ sameName: String) {
        #expect(CategoryHints.category(forName: name, known: Self.known) != nil)
        #expect(CategoryHints.category(forName: name, known: Self.known) == CategoryHints.category(forName: sameName, known: Self.known))
    }

    @Test func foldingIsAFixedTable() {
        #expect(NameWords.fold("Extensão Élévation Ğüşçöı İ ß Æ") == "extensao elevation guscoi i ss ae")
        #expect(NameWords.fold("e\u{301}") == "e")  // a decomposed accent
        #expect(NameWords.words(of: "Leg Press 45º", functionWords: [], placeWords: [], compoundParts: [], wholeWords: []).map(\.text)
                == ["leg", "press", "45"])
    }

    @Test func germanCompoundsSplitAtTheirParts() {
        let parts: Set<String> = ["bank", "drucken", "lat", "presse"]
        #expect(NameWords.splitCompound("kurzhantelbankdrucken", parts: parts) == ["kurzhantel", "bank", "drucken"])
        #expect(NameWords.splitCompound("flat", parts: parts) == ["flat"])  // three letters stay in front
        #expect(NameWords.splitCompound("presse", parts: parts) == ["presse"])
    }

    /// Every rule applies to every name, so a stem must say the same group in every language, and be
    /// written folded (an accent in a table would never match).
    @Test func noTwoLanguagesDisagree() {
        var groups: [[String]: (language: String, category: String)] = [:]
        for language in HintLanguage.all {
            for (stems, category) in language.bodyParts + language.movements {
                #expect(stems.allSatisfy { $0.allSatisfy("abcdefghijklmnopqrstuvwxyz.".contains) }, "\(stems) in \(language.name)")
                if let earlier = groups[stems] {
                    #expect(earlier.category == category, "\(stems): \(earlier.language) says \(earlier.category), \(language.name) \(category)")
                }
                groups[stems] = (language.name, category)
            }
        }
    }
}
