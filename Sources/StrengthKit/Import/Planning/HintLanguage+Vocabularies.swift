/// The languages `CategoryHints` reads besides English, the ones workout apps export names in.
///
/// How to read a table (HintLanguage says it in full): words are folded ("extensão" is "extensao"); a stem
/// matches the words that begin with it ("pern" is "perna", "pernas"), one ending in "." only itself; a
/// phrase's stems match in either order, with function words and ignored words (equipment, sides,
/// positions) allowed between them. Every language's rules apply to every name: a name does not say which
/// language it is in, and localised exports mix English with it ("Panturrilha no Leg Press"). So a stem
/// must not mean another group in another language; the tests check no two languages disagree.
///
/// Like the English rules, a table names what a word says for sure, and a phrase where the words together
/// say more than each alone: "remada" is a row (back), "remada alta" an upright row (shoulders).
extension HintLanguage {
    static let all: [HintLanguage] = [portuguese, spanish, german, french, italian, turkish]

    // MARK: - Portuguese

    static let portuguese = HintLanguage(
        name: "Portuguese",
        functionWords: "a as o os e ou de da do das dos com sem para por pelo pela sobre entre",
        placeWords: "no na nos nas em ao aos",
        ignoredWords: """
            maquina aparelho halter halteres haltere barra cabo cabos polia corda anilha smith elastico banda \
            caneleira kettlebell pulley banco bola sentado sentada deitado deitada pe unilateral bilateral alternado \
            alternada pegada aberta neutra supinada pronada livre articulado articulada triangulo reto inclinado \
            inclinada declinado declinada
            """,
        bodyParts: [
            "peit": "chest",
            "costas": "back", "dorsa": "back", "lombar": "back", "trapezi": "back",
            "ombro": "shoulders", "deltoid": "shoulders",
            "bicep": "biceps",
            "tricep": "triceps",
            "antebrac": "forearms", "punho": "forearms",
            "quadricep": "quads",
            // The back of the thigh: "posterior de coxa".
            "posterior coxa": "hamstrings", "isquiotibia": "hamstrings",
            // The hip is the glutes' joint: "Abdução de Quadril", "Extensão de Quadril".
            "glute": "glutes", "quadril": "glutes",
            "panturr": "calves", "gemeo": "calves", "tibial": "calves", "canela": "calves",
            "abdom": "core", "obliq": "core",
        ],
        movements: [
            "supino": "chest", "crucifix": "chest", "voador": "chest", "peck": "chest", "flexao": "chest",
            "flexoes": "chest",
            "supino fechad": "triceps", "mergulh": "triceps", "paralel": "triceps",
            // Rows, pulldowns and pull-ups; "Barra Fixa" is the pull-up bar ("barra" alone any bar).
            "puxada": "back", "remada": "back", "fixa.": "back", "serrote": "back", "levantament terra": "back",
            "encolhiment": "back", "encolhiment ombro": "back", "hiperextens": "back",
            "graviton": "back", "pulley frent": "back",
            "remada alta": "shoulders", "desenvolviment": "shoulders", "militar": "shoulders",
            "eleva lateral": "shoulders", "eleva frontal": "shoulders",
            "crucifix invers": "shoulders", "crucifix invert": "shoulders", "voador invers": "shoulders",
            "voador invert": "shoulders",
            "rosca": "biceps",
            "rosca invers": "forearms", "rosca invert": "forearms", "rosca pronad": "forearms",
            "fazendeir": "forearms", "caminh fazendeir": "forearms",
            "agachament": "quads", "afundo": "quads", "avanco": "quads", "passada": "quads", "extensora": "quads",
            "extens pern": "quads", "leg horizontal": "quads", "bulgaro.": "quads", "sissy": "quads", "hack": "quads",
            "afundo caminh": "quads", "avanco caminh": "quads", "subida caixa": "quads", "subida banco": "quads",
            // "Flexão" alone is a push-up; of the legs, a leg curl.
            "flexora": "hamstrings", "flexao pern": "hamstrings", "stiff": "hamstrings", "stiff deadlift": "hamstrings",
            "stiff leg deadlift": "hamstrings", "romen": "hamstrings",
            "terra romen": "hamstrings", "levantament terra romen": "hamstrings", "levantament terra stiff": "hamstrings",
            "terra pern rigid": "hamstrings", "terra pern estendid": "hamstrings", "deadlift romen": "hamstrings",
            "bom dia": "hamstrings",
            "nordic": "hamstrings", "flexao nordic": "hamstrings",
            "pelvic": "glutes", "ponte": "glutes", "coice": "glutes", "abdu": "glutes", "aduc": "glutes", "adut": "glutes",
            "abdominal": "core", "prancha": "core", "eleva pern": "core", "eleva joelh": "core", "levantament pern": "core",
            "levantament joelh": "core", "canivete": "core",
            "escalador": "core", "prancha antebrac": "core", "giro russ": "core", "rotac russ": "core", "torc russ": "core",
            "abdominal bicicl": "core", "inseto morto": "core", "bandeira dragao": "core",
            "corrid": "cardio", "esteira": "cardio", "caminh": "cardio", "bicicl": "cardio", "elipti": "cardio",
            "transport.": "cardio", "escada": "cardio", "pular corda": "cardio", "polichinel": "cardio",
            "natac": "cardio", "remo ergometr": "cardio", "ergometr": "cardio", "spinning": "cardio", "ciclism": "cardio",
            "arranco": "full-body", "arranque": "full-body", "arremess": "full-body", "swing kettlebell": "full-body",
        ]
    )

    // MARK: - Spanish

    static let spanish = HintLanguage(
        name: "Spanish",
        functionWords: "de del la las el los y o u con para por sin sobre un una uno desde",
        placeWords: "a al en hacia",
        ignoredWords: """
            maquina mancuerna mancuernas barra polea poleas cable cuerda disco smith multipower banda goma \
            kettlebell pesa rusa banco sentado sentada pie tumbado tumbada acostado acostada unilateral alterno \
            alterna alternado alternada mano brazo agarre prono neutro inclinado inclinada declinado declinada plano
            """,
        // "Agarre supino" is how the bar is held, not the Portuguese "supino" (the bench press).
        grips: ["agarre supin", "agarre pron", "agarre neutr"],
        bodyParts: [
            "pecho": "chest", "pector": "chest",
            "espalda": "back", "dorsa": "back", "lumbar": "back", "trapeci": "back",
            "hombro": "shoulders", "deltoid": "shoulders",
            "bicep": "biceps",
            "tricep": "triceps",
            "antebraz": "forearms", "muneca": "forearms",
            "cuadricep": "quads",
            "femoral": "hamstrings", "isquio": "hamstrings",
            "glute": "glutes", "cadera": "glutes",
            "gemelo": "calves", "pantorr": "calves", "talon": "calves", "tibial": "calves",
            "abdom": "core", "oblicu": "core",
        ],
        movements: [
            "press banca": "chest", "press inclinad": "chest", "press declinad": "chest", "apertur": "chest",
            "flexiones": "chest", "flexion brazo": "chest", "contractor": "chest",
            "press banca cerrad": "triceps", "fondo": "triceps", "press frances": "triceps", "rompecraneo": "triceps",
            // "Jalón al pecho" pulls the bar down to the chest: a lat pulldown (the chest is its place).
            // "Remo" is the row; the rowing machine is the "remo ergómetro".
            "dominad": "back", "jalon": "back", "remo": "back", "peso muert": "back", "encogimient": "back",
            "encogimient hombro": "back", "hiperextens": "back",
            "militar": "shoulders", "eleva lateral": "shoulders", "eleva frontal": "shoulders", "pajaro": "shoulders",
            "apertur invers": "shoulders", "remo menton": "shoulders", "jalon cara": "shoulders",
            "curl invers": "forearms", "granjero": "forearms", "paseo granjero": "forearms", "camin granjero": "forearms",
            "sentadill": "quads", "zancad": "quads", "estocad": "quads", "desplante": "quads", "prensa": "quads",
            "press piern": "quads", "extens piern": "quads", "bulgara.": "quads", "zancad camin": "quads",
            "subida cajon": "quads",
            "curl piern": "hamstrings", "ruman": "hamstrings", "peso muert ruman": "hamstrings",
            "muert piern rigid": "hamstrings", "deadlift ruman": "hamstrings", "bueno dia": "hamstrings",
            "nordic": "hamstrings",
            "puente": "glutes", "abdu": "glutes", "aduc": "glutes", "patada": "glutes", "empuje cadera": "glutes",
            "plancha": "core", "eleva piern": "core", "eleva rodill": "core", "giro ruso": "core", "escalador": "core",
            "crunch bicicl": "core", "bicho muert": "core", "bander dragon": "core", "navaja": "core",
            "inclinac lateral": "core",
            // The stair climber is "la escaladora"; "los escaladores" are mountain climbers.
            "correr": "cardio", "carrera": "cardio", "trotar": "cardio", "camin": "cardio", "cinta.": "cardio",
            "bicicl": "cardio", "elipti": "cardio", "escaladora": "cardio", "saltar cuerda": "cardio",
            "salto cuerda": "cardio", "salto tijera": "cardio", "comba": "cardio", "natac": "cardio", "nadar": "cardio",
            "ciclism": "cardio",
            "remo ergometr": "cardio", "ergometr": "cardio", "spinning": "cardio",
            "arrancada": "full-body", "cargada": "full-body", "envion": "full-body", "swing kettlebell": "full-body",
            "swing pesa rusa": "full-body",
        ]
    )

    // MARK: - German

    /// German writes a movement as one compound ("Kurzhantelbankdrücken"); names are cut at these parts
    /// first (NameWords.splitCompound says why), so the rules below are written as the phrase a compound
    /// stands for: "bank druck" is Bankdrücken, "bein press" Beinpresse, "knie beug" Kniebeugen. German's own
    /// "ü", "ö", "ä" may be written "ue", "oe", "ae" ("Bankdruecken"); the common ones are listed both ways.
    static let german = HintLanguage(
        name: "German",
        functionWords: "der die das den dem des ein eine einem einer einen und oder mit ohne von vom fur uber im",
        placeWords: "an am auf zur zum bei beim",
        ignoredWords: """
            kurzhantel kurzhanteln langhantel hantel hanteln kabel kabelzug seilzug maschine multipresse sz stange \
            band kettlebell sitzend stehend liegend sitzen stehen liegen einarmig einarmiges einarmige einbeinig \
            einbeiniges einseitig beidseitig griff untergriff obergriff schrag negativ vorgebeugt vorgebeugtes
            """,
        compoundParts: """
            bank bein beine knie waden wade seit seiten front kreuz huft hufte hueft becken bauch brust schulter nacken \
            unterarm handgelenk bizeps trizeps rucken ruecken stirn klimm ausfall liege kabel kurzhantel langhantel \
            maschinen druck drucken drucker druecken presse heben heber rudern zug zuge zuege ziehen curl curls \
            beuge beugen beuger strecker streckung strecken stoss stosse schritt schritte stutz stutze zucken \
            fliegende crunch crunches dips ergometer
            """,
        bodyParts: [
            "brust": "chest",
            "rucken": "back", "ruecken": "back", "latissim": "back", "trapez": "back",
            "schulter": "shoulders",
            "bizeps": "biceps",
            "trizeps": "triceps",
            "unterarm": "forearms", "handgelenk": "forearms",
            "quadrizeps": "quads",
            "bein bizeps": "hamstrings",
            "gesass": "glutes", "huft": "glutes", "hueft": "glutes",
            "wade": "calves",
            "bauch": "core", "rumpf": "core",
        ],
        movements: [
            "bank druck": "chest", "bank druecken": "chest", "fliegend": "chest", "butterfly": "chest",
            "liege stutz": "chest",
            "eng bank druck": "triceps", "stirn druck": "triceps", "french press": "triceps",
            // Rudern is the row; the rowing machine is a Rudergerät or a Ruderergometer.
            "klimm": "back", "rudern": "back", "kreuz heb": "back", "schulter heb": "back", "schulter zuck": "back",
            "seit heb": "shoulders", "front heb": "shoulders", "nacken druck": "shoulders", "uberkopf druck": "shoulders",
            "militar presse": "shoulders", "aufrecht rudern": "shoulders",
            "revers butterfly": "shoulders", "revers fly": "shoulders", "face pull": "shoulders",
            "knie beug": "quads", "ausfall": "quads", "bein press": "quads", "presse.": "quads", "bein streck": "quads",
            "hackenschmidt": "quads",
            "bein beug": "hamstrings", "bein curl": "hamstrings", "ruman": "hamstrings", "ruman kreuz heb": "hamstrings",
            "kreuz heb gestreckt": "hamstrings", "nordi": "hamstrings",
            "huft stoss": "glutes", "hueft stoss": "glutes", "huft heb": "glutes", "becken heb": "glutes", "abdu": "glutes",
            "addu": "glutes",
            "unterarm stutz": "core", "seit stutz": "core", "plank": "core", "bein heb": "core", "knie heb": "core",
            "russian twist": "core", "bergsteiger": "core", "toter kafer": "core", "drachenflagge": "core",
            "hohlkorper": "core", "klappmesser": "core",
            "lauf": "cardio", "gehen.": "cardio", "ellipsen": "cardio", "hampelmann": "cardio", "jogg": "cardio", "rad.": "cardio",
            "radfahr": "cardio", "fahrrad": "cardio",
            "ergometer": "cardio", "crosstrainer": "cardio", "stepper": "cardio", "schwimm": "cardio",
            "rudergerat": "cardio", "seilspring": "cardio", "spazier": "cardio", "wander": "cardio", "treppe": "cardio",
            "reissen": "full-body", "umsetzen": "full-body", "stossen": "full-body", "swing kettlebell": "full-body",
        ]
    )

    // MARK: - French

    static let french = HintLanguage(
        name: "French",
        functionWords: "de du des d l le la les et ou avec pour sans un une par",
        placeWords: "a au aux sur vers",
        ignoredWords: """
            machine haltere halteres barre poulie cable elastique smith kettlebell banc assis debout allonge \
            unilateral alterne prise large serree neutre terre
            """,
        bodyParts: [
            "pector": "chest", "poitrine": "chest",
            "dorsa": "back", "lombai": "back", "trapez": "back",
            "epaule": "shoulders", "deltoid": "shoulders",
            "avant bras": "forearms", "poignet": "forearms",
            "quadricep": "quads",
            "ischio": "hamstrings",
            "fessi": "glutes", "hanche": "glutes", "bassin": "glutes",
            "mollet": "calves", "tibial": "calves",
            "abdo": "core",
        ],
        movements: [
            "developp couche": "chest", "developp incline": "chest", "developp decline": "chest", "ecart": "chest",
            // Lifters' shorthand: DC is the développé couché, DM the développé militaire, SDT the soulevé de terre.
            "pompe": "chest", "papillon": "chest", "dc.": "chest",
            "developp couche serre": "triceps", "developp serre": "triceps", "barre front": "triceps",
            // "Tirage" pulls: to the chest or the nape it is a pulldown, to the chin an upright row.
            "traction": "back", "tirage": "back", "tirage poitrine": "back", "tirage nuque": "back",
            "rowing pench": "back", "rowing barre": "back", "rowing haltere": "back", "rowing assis": "back",
            "rowing poulie": "back", "rowing unilateral": "back", "rowing buste": "back",
            "rowing pendlay": "back", "rowing invers": "back", "souleve terre": "back", "sdt.": "back", "hauss": "back",
            "hauss epaule": "back", "extension dos": "back",
            "militai": "shoulders", "dm.": "shoulders", "eleva lateral": "shoulders", "eleva frontal": "shoulders", "oiseau": "shoulders",
            "ecart invers": "shoulders", "tirage menton": "shoulders", "tirage visage": "shoulders",
            "developp nuque": "shoulders", "rowing menton": "shoulders",
            "curl invers": "forearms", "fermier": "forearms", "marche fermier": "forearms",
            "fente": "quads", "fente march": "quads", "presse.": "quads", "presse cuisse": "quads",
            "extension jamb": "quads", "hack": "quads", "monte banc": "quads",
            "curl jamb": "hamstrings", "flexion jamb": "hamstrings", "roumain": "hamstrings",
            "souleve terre roumain": "hamstrings", "sdt roumain": "hamstrings", "deadlift roumain": "hamstrings",
            "souleve jamb tendu": "hamstrings", "jamb tendu": "hamstrings", "curl nordi": "hamstrings",
            "nordi": "hamstrings",
            "pont": "glutes", "releve bassin": "glutes", "abdu": "glutes", "addu": "glutes",
            // French "planche" is the plank.
            "gainage": "core", "planch": "core", "releve jamb": "core", "releve genou": "core", "grimpeur": "core",
            "redressement": "core", "insecte mort": "core", "crunch velo": "core",
            "course": "cardio", "courir": "cardio", "footing": "cardio", "jogg": "cardio", "marche": "cardio",
            "tapis": "cardio", "velo.": "cardio", "velos.": "cardio", "rameur": "cardio", "ellipt": "cardio",
            "natation": "cardio", "nage.": "cardio", "corde sauter": "cardio", "escalier": "cardio", "cyclisme": "cardio",
            // "Épaulé" (the clean) folds to "epaule" like "épaule" (the shoulder): only the whole lift is sure.
            "arrache": "full-body", "epaule jete": "full-body", "epaule puissance": "full-body", "swing kettlebell": "full-body",
        ]
    )

    // MARK: - Italian

    static let italian = HintLanguage(
        name: "Italian",
        functionWords: """
            di del della dei delle degli dello da dal dalla dai e ed o il lo la i gli le l un una uno per con col in
            """,
        placeWords: "al alla allo ai alle agli su sul sulla sui sulle nel nella nei",
        ignoredWords: """
            macchina manubri manubrio bilanciere cavo cavi elastico smith multipower kettlebell seduto seduta \
            piedi sdraiato sdraiata unilaterale alternato alternati braccio singolo presa larga stretta inversa \
            pulley terra piana inclinata declinata
            """,
        bodyParts: [
            "petto": "chest", "pettoral": "chest",
            "dorso": "back", "dorsa": "back", "schiena": "back", "lombar": "back", "trapezi": "back",
            "spall": "shoulders", "deltoid": "shoulders",
            "bicipit": "biceps",
            "tricipit": "triceps",
            "avambracc": "forearms", "polso": "forearms", "polsi": "forearms",
            "quadricipit": "quads",
            "femoral": "hamstrings", "ischiocrural": "hamstrings", "bicipit femoral": "hamstrings",
            "glute": "glutes", "anca": "glutes",
            "polpacc": "calves", "tibial": "calves",
            "addomin": "core", "obliqu": "core",
        ],
        movements: [
            // "Panca" alone is the bench press ("Panca Piana", "Panca Inclinata").
            "panca.": "chest", "croci": "chest", "piegament": "chest", "flession": "chest", "pectoral": "chest",
            "panca. strett": "triceps", "french press": "triceps", "parallele.": "triceps",
            "trazion": "back", "rematore": "back", "stacco": "back", "pulley bass": "back", "scrollat": "back",
            "scrollat spall": "back", "iperestension": "back", "petto appoggiat": "back",
            "lento": "shoulders", "alzat lateral": "shoulders", "alzat frontal": "shoulders",
            "alzat posterior": "shoulders", "croci invers": "shoulders", "tirat mento": "shoulders",
            "rematore mento": "shoulders", "militar": "shoulders",
            "curl invers": "forearms", "contadin": "forearms", "cammin contadin": "forearms",
            "affond": "quads", "affond cammin": "quads", "pressa": "quads", "estension gamb": "quads", "bulgaro.": "quads",
            "hack": "quads",
            "curl gamb": "hamstrings", "rumen": "hamstrings", "stacco rumen": "hamstrings", "stacco gamb tes": "hamstrings",
            "gamb tes": "hamstrings", "deadlift rumen": "hamstrings", "nordi": "hamstrings",
            // "Slanci" are kickbacks; "lo slancio" is the jerk.
            "ponte": "glutes", "slanci.": "glutes", "abdu": "glutes", "addu": "glutes",
            "alzat gamb": "core", "sollevament gamb": "core", "scalator": "core",
            "corsa": "cardio", "camminat": "cardio", "tapis roulant": "cardio", "cyclette": "cardio", "bici.": "cardio",
            "ellitt": "cardio", "vogatore": "cardio", "nuoto": "cardio", "salto corda": "cardio", "spinning": "cardio",
            "ciclism": "cardio",
            "girata": "full-body", "strappo": "full-body", "slancio": "full-body", "swing kettlebell": "full-body",
        ]
    )

    // MARK: - Turkish

    /// Turkish adds its endings to the word ("Bacak Presi", "Göğsü", "Kürek Çekme"): the stems carry them.
    /// "Ön" (front) folds to "on", the stem of "öne" (forwards) too, and "arka" is back/rear: "Ön Kol" is the
    /// forearm, "Arka Kol" the triceps, "Ön Bacak" the quads, "Arka Bacak" the hamstrings. Turkish exports
    /// keep many English names ("Shoulder Press (Dambıl)"), which the English rules read.
    static let turkish = HintLanguage(
        name: "Turkish",
        functionWords: "ile ve veya da de bir icin",
        placeWords: "",
        ignoredWords: """
            dambil dumbell halter kablo makine makinede bant smith kettlebell oturarak ayakta yatarak tek cift \
            tarafli egimli agirlik agirlikli vucut dar genis tutus
            """,
        bodyParts: [
            "gogus": "chest", "gogs": "chest",
            "sirt": "back", "bel.": "back", "kanat": "back", "trapez": "back",
            "omuz": "shoulders",
            "pazi": "biceps", "biseps": "biceps",
            "triseps": "triceps", "arka kol": "triceps",
            "on kol": "forearms", "bilek": "forearms",
            "on bacak": "quads", "kuadriseps": "quads",
            "arka bacak": "hamstrings",
            "kalca": "glutes", "ic bacak": "glutes", "dis bacak": "glutes",
            "baldir": "calves", "topuk": "calves",
            "karin": "core", "karn": "core", "oblik": "core",
        ],
        movements: [
            "sinav": "chest", "kelebek": "chest",
            "dar bench press": "triceps", "paralel": "triceps",
            // "Çekiş" is a pull, a pulldown or a row; to the chest it is still the back's, to the face or the
            // chin the shoulders'.
            "barfiks": "back", "kurek": "back", "cekis": "back", "gogs cekis": "back", "gogus cekis": "back",
            "omuz silk": "back", "hiperekst": "back",
            "ters kelebek": "shoulders", "ters fly": "shoulders", "yan kaldir": "shoulders", "on kaldir": "shoulders",
            "yan acis": "shoulders",
            "yuz cek": "shoulders", "cene cek": "shoulders",
            "kivir": "biceps", "bukme": "biceps",
            "ters curl": "forearms", "ters kivir": "forearms", "ciftci": "forearms", "ciftci yuruyus": "forearms",
            "comelme": "quads", "hamle": "quads", "bacak pres": "quads", "bacak uzat": "quads", "bacak ekstans": "quads",
            "yuruyus hamle": "quads",
            "bacak kivir": "hamstrings", "bacak buk": "hamstrings", "bacak curl": "hamstrings", "rumen": "hamstrings",
            "romen": "hamstrings", "rumen deadlift": "hamstrings", "romen deadlift": "hamstrings",
            "duz bacak": "hamstrings",
            // "Bacak açma/kapama" open and close the legs against the machine: the hip abductor and adductor.
            "kopru": "glutes", "abdu": "glutes", "addu": "glutes", "bacak acma": "glutes", "bacak kapama": "glutes",
            "mekik": "core", "olu bocek": "core", "bacak kaldir": "core", "diz cek": "core", "diz kaldir": "core", "dag tirman": "core",
            "kosu": "cardio", "yuruyus": "cardio", "yurume": "cardio", "bisiklet": "cardio", "elipti": "cardio",
            "ip atla": "cardio", "yuzme": "cardio", "merdiven": "cardio", "kurek makinesi": "cardio",
            "kardiyo": "cardio",
            "silkme": "full-body", "koparma": "full-body",
        ]
    )
}
